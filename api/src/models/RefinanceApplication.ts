import type { ApplicationAnswers } from '#core/application/index';
import { BaseModel } from './BaseModel.js';

export interface StoredSection {
  name: string;
  status: string;
}

/** A refinance application: answers as one jsonb document plus the key columns of spec section 3. */
export class RefinanceApplication extends BaseModel {
  static override tableName = 'refinance_applications';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  prequalUuid!: string | null;
  loanApplicationUuid!: string | null;
  applicationSubmittedAt!: Date | null;
  rateOptionUuid!: string | null;
  applicantMode!: string | null;
  noOfBorrowers!: number;
  isLegalNameConfirmed!: boolean;
  citizenship!: string | null;
  maritalStatus!: string | null;
  loanType!: string | null;
  loanInterestType!: string | null;
  answers!: ApplicationAnswers;
  completedQuestions!: string[];
  sections!: StoredSection[];
  percentAnswered!: number;
  createdAt!: Date;
  updatedAt!: Date;

  static override get jsonAttributes() {
    return ['answers', 'completedQuestions', 'sections'];
  }
}
