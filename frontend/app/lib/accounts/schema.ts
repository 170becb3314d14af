// The account forms' rules, shared by the browser (on blur) and the route actions (before the API,
// which has the last word: Django's password validators, the login limits).
import { z } from "../zod-jitless";

export type AccountMessages = (key: "email" | "password" | "passwordLength" | "passwordConfirm") => string;
export const MIN_PASSWORD_LENGTH = 8;

export const loginSchema = (messages: AccountMessages) =>
  z.object({
    email: z.email({ error: messages("email") }).max(254),
    password: z.string({ error: messages("password") }).max(256),
    next: z.string().max(2048).optional(),
    csrf: z.string().max(100),
    // After a few wrong passwords the API asks for the captcha (accounts/lockout.py).
    captcha: z.string().max(4000).optional(),
  });

export const emailSchema = (messages: AccountMessages) =>
  z.object({ email: z.email({ error: messages("email") }).max(254), csrf: z.string().max(100) });

export const newPasswordSchema = (messages: AccountMessages) =>
  z
    .object({
      password: z.string({ error: messages("password") }).min(MIN_PASSWORD_LENGTH, { error: messages("passwordLength") }).max(256),
      password_confirm: z.string({ error: messages("passwordConfirm") }),
      token: z.string().max(200),
      csrf: z.string().max(100),
    })
    .refine((form) => form.password === form.password_confirm, { path: ["password_confirm"], error: messages("passwordConfirm") });

export type DetailsMessages = (key: "required") => string;

export const detailsSchema = (messages: DetailsMessages) =>
  z.object({
    first_name: z.string({ error: messages("required") }).trim().min(1, { error: messages("required") }).max(100),
    last_name: z.string({ error: messages("required") }).trim().min(1, { error: messages("required") }).max(100),
    street: z.string({ error: messages("required") }).trim().min(1, { error: messages("required") }).max(200),
    postal_code: z.string({ error: messages("required") }).trim().min(1, { error: messages("required") }).max(12),
    city: z.string({ error: messages("required") }).trim().min(1, { error: messages("required") }).max(100),
    province: z.string().max(20).default(""),
    phone: z.string().max(30).default(""),
    csrf: z.string().max(100),
  });
