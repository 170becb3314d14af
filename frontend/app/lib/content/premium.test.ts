// The premium loaders turn the API's verdict into a page: login redirect, members-only page, 404.
import { beforeEach, describe, expect, it, vi } from "vitest";

const GET = vi.fn();
vi.mock("../api/client.server", () => ({ api: { GET: (...args: unknown[]) => GET(...args) } }));
const { loadPremiumVideo } = await import("./premium.server");

function args(path: string, cookie = "sessionid=abc") {
  const url = new URL(`http://localhost:3000${path}`);
  return { request: new Request(url, { headers: { cookie } }), url, params: { slug: path.split("/").pop() } };
}

const answer = (status: number, body: unknown = {}) => ({
  data: status === 200 ? body : undefined,
  error: status === 200 ? undefined : body,
  response: new Response(null, { status }),
});

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}

describe("premium loaders", () => {
  beforeEach(() => GET.mockReset());

  it("call the API as the visitor", async () => {
    GET.mockResolvedValue(answer(200, { slug: "video" }));
    const loaded = await loadPremiumVideo(args("/fi-premium/video"));
    expect(loaded).toMatchObject({ data: { membersOnly: false, page: { slug: "video" } } });
    expect(GET.mock.calls[0][1].headers.cookie).toBe("sessionid=abc");
  });

  it("send a visitor without a session to the login page and back, in their language", async () => {
    GET.mockResolvedValue(answer(401));
    const response = (await thrown(loadPremiumVideo(args("/en/fi-premium/video")))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/login?next=%2Fen%2Ffi-premium%2Fvideo");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("show the members-only page with status 403 to a visitor without an active membership", async () => {
    GET.mockResolvedValue(answer(403, { message: "Alleen voor leden" }));
    const loaded = await loadPremiumVideo(args("/fi-premium/video"));
    expect(loaded).toMatchObject({ data: { membersOnly: true }, init: { status: 403 } });
  });

  it("show the 404 page for what is not there", async () => {
    GET.mockResolvedValue(answer(404, { message: "Page not found" }));
    const error = await thrown(loadPremiumVideo(args("/fi-premium/video")));
    expect(error).toMatchObject({ init: { status: 404 } });
  });
});
