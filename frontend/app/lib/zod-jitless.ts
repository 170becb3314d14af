// zod, configured before any schema exists: `jitless` keeps it from compiling parsers with
// `new Function` and from even probing for it, which the Content-Security-Policy (no
// 'unsafe-eval', lib/security/csp.server.ts) would report as a violation. Import z from here.
import { config } from "zod";

config({ jitless: true });

export { z } from "zod";
