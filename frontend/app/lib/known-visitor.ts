// A logged-in visitor's own details (their person record, from the private call of lib/visitor.ts) as the starting
// values of the site's forms: gift, ticket, petition, newsletter, volunteer, friend, join. A
// visitor who is not logged in gets nothing filled in.
import { useEffect, useMemo } from "react";
import { type Account, useVisitor } from "./visitor";

export interface KnownDetails {
  first_name: string;
  last_name: string;
  /** The full name, for the forms that ask for it in one field. */
  name: string;
  email: string;
  street: string;
  postal_code: string;
  city: string;
  /** The place of residence, as the petition form calls it. */
  place: string;
  phone: string;
}

/** The given fields the visitor's record has a value for. */
export function knownDetails<K extends keyof KnownDetails>(user: Account | null, keys: readonly K[]): Partial<Pick<KnownDetails, K>> {
  if (!user) return {};
  const all: KnownDetails = {
    first_name: user.first_name,
    last_name: user.last_name,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    ...user.contact,
    place: user.contact.city,
  };
  return Object.fromEntries(keys.filter((key) => all[key].trim()).map((key) => [key, all[key]])) as Partial<Pick<KnownDetails, K>>;
}

export function useKnownDetails<K extends keyof KnownDetails>(...keys: K[]): Partial<Pick<KnownDetails, K>> {
  const user = useVisitor().user;
  const wanted = keys.join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `wanted` stands for the keys
  return useMemo(() => knownDetails(user, keys), [user, wanted]);
}

/** A form that can take a value after it was set up (Conform's form.update). */
interface Updatable {
  update(options: { name: string; value: string }): void;
  value?: unknown;
}

/**
 * The visitor's details reach a cacheable page after hydration (lib/visitor.ts), when its form was
 * set up already: they are filled into the fields still empty, never over what the visitor typed.
 */
export function useFillKnown(form: Updatable, known: Partial<Record<keyof KnownDetails, string>>): void {
  useEffect(() => {
    const current = (form.value ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(known)) {
      if (value && !current[name]) form.update({ name, value });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the details arrive
  }, [known]);
}
