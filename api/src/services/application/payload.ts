import type { FieldError } from '../errors.js';
import type { ApplicationProduct, PartyAccess, ProductTypes } from './product.js';

/** A mutation's answer: the application as its party sees it, or null with the refusals. */
export type ApplicationPayload<T extends ProductTypes> = { [K in T['key']]: T['view'] | null } & { errors: FieldError[] };

export function okPayload<T extends ProductTypes>(product: ApplicationProduct<T>, access: PartyAccess<T['application']>): ApplicationPayload<T> {
  return { [product.payloadKey]: product.view(access), errors: [] } as ApplicationPayload<T>;
}

export function refusedPayload<T extends ProductTypes>(product: ApplicationProduct<T>, errors: FieldError[]): ApplicationPayload<T> {
  return { [product.payloadKey]: null, errors } as ApplicationPayload<T>;
}
