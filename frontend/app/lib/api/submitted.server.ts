// What a form's POST to the API came to: the answer with the cookies Django set (a new session
// after login, none after logout), or the API's refusal ({message, fields}; status 0 when the
// backend could not be reached). Server-only.

export type Submitted<T> =
  | { ok: true; data: T; headers: Headers }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

/** Cookies Django set (session, CSRF), to pass on to the browser. */
export function setCookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function submitted<T>(
  label: string,
  call: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<Submitted<T>> {
  try {
    const { data, error, response } = await call();
    // A 204 (an account deleted) is a success without data.
    if (response.ok) return { ok: true, data: data as T, headers: setCookiesOf(response) };
    const body = error as { message?: string; fields?: Record<string, string> } | undefined;
    return { ok: false, status: response.status, message: body?.message ?? "", fields: body?.fields ?? {} };
  } catch (failure) {
    console.error(`${label}: backend unreachable:`, failure instanceof Error ? failure.message : failure);
    return { ok: false, status: 0, message: "", fields: {} };
  }
}
