/**
 * Spec section 3 (Application lists): adding an application is ignored if its uuid is
 * already in the list. New entries go to the end, as the server lists them (oldest first).
 */
export function addApplication<T extends { uuid: string }>(list: readonly T[], application: T): readonly T[] {
  return list.some((entry) => entry.uuid === application.uuid) ? list : [...list, application];
}
