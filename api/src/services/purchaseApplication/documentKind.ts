import { PURCHASE_STAGES_OPEN_TO_DOCUMENT_CHANGES } from '#core/documents/index';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { registerDocumentApplicationKind } from '../documents/applications.js';
import { partiesOf } from './documents.js';

// Either party of a purchase application uploads, while core/documents' stages allow it, and
// downloads every document of the application its current parties uploaded (the owner and the
// co-applicant only): a replaced co-applicant's uploads stay theirs alone.

registerDocumentApplicationKind({
  type: 'PURCHASE',
  async findOwned(db, userUuid, applicationUuid) {
    const application = await PurchaseApplication.query(db)
      .findById(applicationUuid)
      .where((where) => where.where({ userUuid }).orWhere({ coApplicantUserUuid: userUuid }));
    if (!application) return null;
    return {
      uuid: application.uuid,
      documentsEditable: PURCHASE_STAGES_OPEN_TO_DOCUMENT_CHANGES.has(application.stage),
      applicant: application.userUuid === userUuid,
      partyUserUuids: partiesOf(application),
    };
  },
  sharedWithParties: true,
});
