import { DateResolver, DateTimeResolver, EmailAddressResolver, UUIDResolver } from 'graphql-scalars';

export const scalarResolvers = {
  Date: DateResolver,
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  UUID: UUIDResolver,
};
