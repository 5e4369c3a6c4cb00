/** Largest accepted upload: images only, 31457280 bytes (30 MB) per file. */
export const MAX_UPLOAD_BYTES = 31_457_280;

/** How many leading bytes {@link detectImageType} needs to recognise every supported format. */
export const IMAGE_SNIFF_BYTES = 64;
