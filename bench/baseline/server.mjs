// The baseline served as React Router's own `react-router-serve` serves an app: one Node process,
// Express, gzip (compression), the built assets from disk, every other request to the handler.
//   PORT=3409 node bench/baseline/server.mjs   (after the baseline is built: make bench-baseline)
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const here = new URL(".", import.meta.url).pathname;
const build = await import(`${here}build/server/index.js`);
const port = Number(process.env.PORT ?? 3409);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(`${here}build/client/assets`, { immutable: true, maxAge: "1y" }));
app.use(express.static(`${here}build/client`, { maxAge: "1h" }));
app.all("/{*path}", createRequestHandler({ build, mode: "production" }));
app.listen(port, "127.0.0.1", () => console.log(`baseline on http://127.0.0.1:${port}`));
