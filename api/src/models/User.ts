import { BaseModel } from './BaseModel.js';

export interface MailingAddressValue {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export class User extends BaseModel {
  static override tableName = 'users';
  static override idColumn = 'uuid';

  uuid!: string;
  email!: string;
  passwordHash!: string | null;
  firstName!: string | null;
  middleName!: string | null;
  lastName!: string | null;
  suffix!: string | null;
  tel!: string | null;
  dateOfBirth!: string | null;
  mailingAddress!: MailingAddressValue | null;
  emailVerifiedAt!: Date | null;
  consentedToTextMessagesAt!: Date | null;
  agreedToElectronicDocumentsAt!: Date | null;
  confirmedContactInfoAt!: Date | null;
  hasSavedCreditCard!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  static override get jsonAttributes() {
    return ['mailingAddress'];
  }
}
