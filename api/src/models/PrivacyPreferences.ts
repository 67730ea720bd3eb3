import { BaseModel } from './BaseModel.js';

export class PrivacyPreferences extends BaseModel {
  static override tableName = 'privacy_preferences';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  functionality!: boolean;
  analytics!: boolean;
  marketing!: boolean;
  security!: boolean;
  thirdParty!: boolean;
  bannerLastAcknowledgedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
