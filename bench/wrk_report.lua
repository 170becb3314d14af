-- wrk script for bench/load_bench.py: sends what a browser sends (Accept-Encoding from the
-- environment, WRK_ACCEPT_ENCODING, default gzip) and prints one JSON line with the figures the
-- table needs, p95 included (wrk --latency prints p50/p75/p90/p99 only). Latencies are in µs.
local encoding = os.getenv("WRK_ACCEPT_ENCODING") or "gzip"
if encoding ~= "" then
  wrk.headers["Accept-Encoding"] = encoding
end
-- One more header from the environment (WRK_HEADER, "Name: value"): load_bench.py's cache bypass.
local extra = os.getenv("WRK_HEADER") or ""
local name, value = extra:match("^([^:]+):%s*(.+)$")
if name then
  wrk.headers[name] = value
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d,'
      .. '"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.timeout, e.status))
end
