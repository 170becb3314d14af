// Every form rule's message in the visitor's language (forms.errors in the catalogues), as a zod
// error map given to each parse (parseWithZod's `error`): the browser's check on blur and the
// route action's before the API answer alike. A schema's own message (a field's 'Voornaam is
// verplicht.') still comes first; this map says what the rule says for every other rule, so zod's
// English defaults ('Too big: expected string to have <=100 characters') never reach a visitor.
import type { z } from "zod";

export type FormErrorKey =
  | "required"
  | "tooLong"
  | "tooShort"
  | "tooHigh"
  | "tooLow"
  | "tooMany"
  | "tooFew"
  | "email"
  | "date"
  | "choice"
  | "invalid";
/** t of the 'forms.errors' namespace. */
export type FormErrorText = (key: FormErrorKey, values?: { max?: number; min?: number }) => string;
type Issue = z.core.$ZodRawIssue;

/** The message for one issue: a key and its values. */
export function formErrorOf(issue: Issue): [FormErrorKey, { max?: number; min?: number }?] {
  switch (issue.code) {
    case "invalid_type":
      // Conform turns an empty input into undefined: a required field left empty.
      return issue.input === undefined || issue.input === null || issue.input === "" ? ["required"] : ["invalid"];
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return ["tooLong", { max }];
      if (issue.origin === "array" || issue.origin === "set") return ["tooMany", { max }];
      return ["tooHigh", { max }];
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? ["required"] : ["tooShort", { min }];
      if (issue.origin === "array" || issue.origin === "set") return ["tooFew", { min }];
      return ["tooLow", { min }];
    }
    case "invalid_format":
      if (issue.format === "email") return ["email"];
      if (issue.format === "date" || issue.format === "datetime") return ["date"];
      return ["invalid"];
    case "invalid_value":
      return issue.input === undefined || issue.input === "" ? ["required"] : ["choice"];
    default:
      return ["invalid"];
  }
}

/** The error map for parseWithZod's `error`, in the language of `text`. */
export function formErrorMap(text: FormErrorText): z.core.$ZodErrorMap {
  return (issue) => {
    const [key, values] = formErrorOf(issue);
    return text(key, values);
  };
}
