export { QRCode, type QRCodeProps } from './QRCode';
export { type QRErrorLevel, type QRPath, qrPath } from './qrPath';
