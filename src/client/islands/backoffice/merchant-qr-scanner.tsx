import { useEffect, useRef, useState } from 'react'
import * as s from '../../pages/merchant/merchant-portal.styles'

interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike

/** The browser's BarcodeDetector, where it has one (Chrome on Android, Safari 17+ on some
 * devices); elsewhere the merchant types the code. */
export function barcodeDetector(): BarcodeDetectorClass | null {
  if (typeof window === 'undefined') return null
  const candidate = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass })
    .BarcodeDetector
  return typeof candidate === 'function' && Boolean(navigator.mediaDevices?.getUserMedia)
    ? candidate
    : null
}

/** The camera preview while scanning a voucher's QR code; calls onCode with the first code it
 * reads and stops the camera (also when closed or unmounted). */
export function QrScanner({
  onCode,
  onError,
}: {
  onCode: (code: string) => void
  onError: (message: string) => void
}) {
  const video = useRef<HTMLVideoElement>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const Detector = barcodeDetector()
    if (!Detector) return
    let stream: MediaStream | null = null
    let timer = 0
    let stopped = false
    const stop = () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
    const detector = new Detector({ formats: ['qr_code'] })
    const scan = async () => {
      if (stopped || !video.current) return
      try {
        const [found] = await detector.detect(video.current)
        if (found?.rawValue) {
          stop()
          onCode(found.rawValue)
          return
        }
      } catch {
        // A frame that is not ready yet; the next one is tried.
      }
      timer = window.setTimeout(scan, 250)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media
        if (stopped || !video.current) return stop()
        video.current.srcObject = media
        await video.current.play()
        setReady(true)
        void scan()
      })
      .catch(() => onError('The camera could not be opened. Please type the code instead.'))
    return stop
  }, [onCode, onError])
  return (
    <>
      <video ref={video} className={s.video} muted playsInline aria-label="Camera preview" />
      <p className={s.muted}>{ready ? 'Point the camera at the QR code.' : 'Opening camera…'}</p>
    </>
  )
}
