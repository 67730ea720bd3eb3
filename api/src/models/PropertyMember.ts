import type { MemberRole } from '#core/properties/vocabulary';
import { BaseModel } from './BaseModel.js';

/** Someone else on a deal, invited by mail; sees the partner dashboard once accepted. */
export class PropertyMember extends BaseModel {
  static override tableName = 'property_members';
  static override idColumn = 'uuid';

  uuid!: string;
  propertyUuid!: string;
  email!: string;
  role!: MemberRole;
  invitationTokenHash!: string | null;
  userUuid!: string | null;
  invitedAt!: Date | null;
  acceptedAt!: Date | null;
}
