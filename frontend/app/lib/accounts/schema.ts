// The account forms' rules, shared by the browser (on blur) and the route actions (before the API,
// which has the last word: Django's password validators, the login limits).
import { z } from "../zod-jitless";
import { emailAddress, maxLength, maxLengths, requiredText } from "../form-fields";

export type AccountMessages = (key: "email" | "password" | "passwordLength" | "passwordConfirm") => string;
export const MIN_PASSWORD_LENGTH = 8;

export const loginSchema = (messages: AccountMessages) =>
  z.object({
    email: emailAddress(messages("email"), maxLength("LoginIn", "email")),
    password: z.string({ error: (issue) => (issue.code === "invalid_type" ? messages("password") : undefined) }).max(maxLength("LoginIn", "password")),
    next: z.string().max(maxLength("LoginIn", "next")).optional(),
    csrf: z.string().max(100),
    // After a few wrong passwords the API asks for the captcha (accounts/lockout.py).
    captcha: z.string().max(4000).optional(),
  });

export const emailSchema = (messages: AccountMessages) =>
  z.object({ email: emailAddress(messages("email"), maxLength("EmailIn", "email")), csrf: z.string().max(100) });

export const newPasswordSchema = (messages: AccountMessages) =>
  z
    .object({
      password: z
        .string({ error: (issue) => (issue.code === "invalid_type" ? messages("password") : undefined) })
        .min(MIN_PASSWORD_LENGTH, { error: messages("passwordLength") })
        .max(maxLength("PasswordIn", "password")),
      password_confirm: z.string({ error: messages("passwordConfirm") }),
      token: z.string().max(maxLength("PasswordIn", "token")),
      csrf: z.string().max(100),
    })
    .refine((form) => form.password === form.password_confirm, { path: ["password_confirm"], error: messages("passwordConfirm") });

export type DetailsMessages = (key: "required") => string;

export const detailsSchema = (messages: DetailsMessages) => {
  const max = maxLengths("DetailsIn");
  return z.object({
    first_name: requiredText(messages("required"), max("first_name")),
    last_name: requiredText(messages("required"), max("last_name")),
    street: requiredText(messages("required"), max("street")),
    postal_code: requiredText(messages("required"), max("postal_code")),
    city: requiredText(messages("required"), max("city")),
    province: z.string().max(max("province")).default(""),
    phone: z.string().max(max("phone")).default(""),
    csrf: z.string().max(100),
  });
};
