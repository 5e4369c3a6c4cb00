'use client';
export * from './PhotoViewer/index';
