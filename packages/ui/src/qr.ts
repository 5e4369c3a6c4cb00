// Entry of the `@lense/ui/qr` subpath (QR code rendering lives here, off the main barrel).
export {};
