/** The three application lists the navigation shows (spec section 3), and how their entries read (section 2). */
export { addApplication } from './addApplication.js';
export {
  ADDRESSLESS_APPLICATION_LABEL,
  applicationMenuLabels,
  dashboardEntryLabels,
  PARTNER_PURCHASE_LABEL,
  streetAddress,
  type ApplicationListKind,
  type DashboardKind,
  type ListLocation,
} from './entryLabels.js';
export { MAX_OPEN_APPLICATIONS_PER_PRODUCT, tooManyOpenApplications } from './openApplications.js';
