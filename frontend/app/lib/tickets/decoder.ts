// Reading QR codes from the camera, in the browser only: the browser's own BarcodeDetector where it
// has one (Android, macOS, iOS 17+ …), otherwise jsQR on frames drawn to a canvas. jsQR is imported
// on demand, so only a scanner without a BarcodeDetector downloads it.

export interface QrDecoder {
  /** The texts of the QR codes in the video's current frame (usually none or one). */
  detect(video: HTMLVideoElement): Promise<string[]>;
}

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Frames are scaled down to this width before jsQR reads them: fast enough, sharp enough. */
const FRAME_WIDTH = 640;

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ["qr_code"];
    if (!formats.includes("qr_code")) return null;
    const detector = new Detector({ formats: ["qr_code"] });
    return {
      async detect(video) {
        const found = await detector.detect(video);
        return found.map((code) => code.rawValue).filter(Boolean);
      },
    };
  } catch {
    return null;
  }
}

async function canvasDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2d canvas");
  return {
    async detect(video) {
      if (!video.videoWidth || !video.videoHeight) return [];
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      context.drawImage(video, 0, 0, width, height);
      const frame = context.getImageData(0, 0, width, height);
      const found = jsQR(frame.data, width, height, { inversionAttempts: "dontInvert" });
      return found?.data ? [found.data] : [];
    },
  };
}

export async function createDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? (await canvasDecoder());
}
