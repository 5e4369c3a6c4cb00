'use client';
export * from './Masonry';
