'use client';
export * from './QRCode';
