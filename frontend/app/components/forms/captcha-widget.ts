// The ALTCHA widget for the Content-Security-Policy (lib/security/csp.server.ts): the "external"
// build, which injects no <style> and starts no worker from a blob, with its stylesheet as a file
// and the proof-of-work worker of the one algorithm our server uses (core/captcha.py,
// PBKDF2/SHA-256) as a file of its own under /assets. Imported on demand by Captcha.tsx.
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
