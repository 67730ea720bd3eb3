import { DateTimeResolver, EmailAddressResolver, LocalDateResolver, UUIDResolver } from 'graphql-scalars';

export const scalarResolvers = {
  // Calendar dates (date of birth) stay 'YYYY-MM-DD' strings end to end: no time zone can shift them.
  Date: LocalDateResolver,
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  UUID: UUIDResolver,
};
