import { RESTRUCTURE_STAGES_OPEN_TO_DOCUMENT_CHANGES } from '#core/documents/index';
import { RestructureApplication } from '../../models/RestructureApplication.js';
import { registerDocumentApplicationKind } from '../documents/applications.js';

// The documents capability finds restructure applications through this: the owner's own only,
// and open to uploads while the stage allows them (core/documents names the stages).
registerDocumentApplicationKind({
  type: 'RESTRUCTURE',
  async findOwned(db, userUuid, applicationUuid) {
    const application = await RestructureApplication.query(db).findOne({ uuid: applicationUuid, userUuid });
    return application
      ? { uuid: application.uuid, documentsEditable: RESTRUCTURE_STAGES_OPEN_TO_DOCUMENT_CHANGES.has(application.stage), applicant: true }
      : null;
  },
});
