// The door scanner's camera: the back camera (facingMode environment) in a frame, read a few times a
// second; each QR code text found goes to `onCode` (the page decides whether it is a new scan).
// Shown once hydrated only: without JavaScript the page's typed-code form is the scanner.
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useHydrated } from "../../lib/hydrated";
import { createDecoder } from "../../lib/tickets/decoder";

type CameraState = "off" | "starting" | "on" | "denied" | "unavailable" | "failed";

/** Time between two looks at the video (ms): quick enough for a queue, easy on a phone's battery. */
const INTERVAL_MS = 150;

function failureState(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "unavailable";
  return "failed";
}

export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useTranslations("checkIn.camera");
  const video = useRef<HTMLVideoElement>(null);
  const stopCurrent = useRef<(() => void) | null>(null);
  // Every start and stop counts one up: a start still waiting for the camera sees it was stopped.
  const generation = useRef(0);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<CameraState>("off");
  const mounted = useHydrated();

  useEffect(() => {
    onCodeRef.current = onCode;
  });

  const stop = useCallback(() => {
    generation.current += 1;
    stopCurrent.current?.();
    stopCurrent.current = null;
    setState("off");
  }, []);

  // The camera goes off when the page is left or hidden (a phone's screen locked).
  useEffect(() => {
    const hidden = () => document.hidden && stop();
    document.addEventListener("visibilitychange", hidden);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      generation.current += 1;
      stopCurrent.current?.();
    };
  }, [stop]);

  async function start() {
    const attempt = ++generation.current;
    const current = () => attempt === generation.current;
    const element = video.current;
    if (!element || !navigator.mediaDevices?.getUserMedia) {
      setState("unavailable");
      return;
    }
    setState("starting");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
      });
    } catch (error) {
      if (current()) setState(failureState(error));
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      element.srcObject = null;
    };
    if (!current()) return release();
    stopCurrent.current = release;
    try {
      element.srcObject = stream;
      await element.play();
      const decoder = await createDecoder();
      if (!current()) return;
      setState("on");
      const look = async () => {
        if (!current()) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          try {
            for (const code of await decoder.detect(element)) onCodeRef.current(code);
          } catch {
            // One unreadable frame: the next look tries again.
          }
        }
        if (current()) timer = setTimeout(look, INTERVAL_MS);
      };
      void look();
    } catch (error) {
      console.error("scanner camera:", error instanceof Error ? error.message : error);
      release();
      if (current()) setState("failed");
    }
  }

  const live = state === "on" || state === "starting";
  const problem = state === "denied" || state === "unavailable" || state === "failed" ? state : null;
  return (
    <div className="scanner" data-testid="camera" data-state={state}>
      <div className="scanner__view" hidden={!live}>
        <video ref={video} className="scanner__video" muted playsInline aria-label={t("hint")} />
        <div className="scanner__frame" aria-hidden="true" />
      </div>
      {state === "starting" ? <p className="scanner__note">{t("starting")}</p> : null}
      {state === "on" ? <p className="scanner__note">{t("hint")}</p> : null}
      {problem ? (
        <p className="scanner__problem" role="alert">
          {t(problem)}
        </p>
      ) : null}
      {mounted ? (
        <button type="button" className={`button ${live ? "button--outline" : "button--primary"} scanner__toggle`} onClick={live ? stop : start}>
          {live ? t("stop") : t("start")}
        </button>
      ) : null}
    </div>
  );
}
