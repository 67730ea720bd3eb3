/** The properties capability's background jobs, named once for senders and handlers. */
export const SEND_PROPERTY_INVITATIONS_JOB = 'send-property-invitations';
export const MONTHLY_PROPERTY_CHARGES_JOB = 'monthly-property-charges';
export const REFRESH_PROPERTY_VALUATIONS_JOB = 'refresh-property-valuations';
export const SEND_CLOSING_DISBURSEMENT_JOB = 'send-closing-disbursement';
