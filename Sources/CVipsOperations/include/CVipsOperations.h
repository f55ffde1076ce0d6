#ifndef CVIPSOPERATIONS_H
#define CVIPSOPERATIONS_H
// libvips' API is variadic (NULL-terminated option lists), which Swift cannot call: each function below
// (vips_operations.c) fixes the options Roadbook uses. Only Sources/RoadbookImages/VipsImageProcessor.swift
// imports this module; it sees libvips' types and its plain functions through <vips/vips.h>.
#include <vips/vips.h>

/// Starts libvips once, blocks every loader but JPEG, PNG, WebP, HEIF (HEIC/AVIF) and GIF (libvips'
/// "untrusted" ones included), turns off the operation cache (each image is processed once) and keeps libvips'
/// warnings off the terminal (``cvips_ignore_message``). Returns 0 on success.
int cvips_start(void);

/// The image in `buffer`, header only (pixels are decoded later, when asked); NULL on error.
VipsImage *cvips_header_from_buffer(const void *buffer, size_t length);

/// The image in `buffer` shrunk to `width` pixels wide (shrink-on-load where the format allows), turned upright by
/// its EXIF orientation, converted to sRGB: through its embedded ICC profile when it has one, else through
/// ``cvips_fallback_profile``. `strict`: a libjpeg/libpng warning (data damaged mid-file) fails the load too; else
/// only an error does. Returns 0 on success.
int cvips_thumbnail_buffer(void *buffer, size_t length, VipsImage **out, int width, int strict);

/// The image in `buffer` with its embedded ICC profile ignored, shrunk to `width` pixels wide, upright and sRGB: for
/// an image whose profile does not fit its pixels (an RGB profile in a grey JPEG, a damaged profile), which browsers
/// show from its colour space as well. Returns 0 on success.
int cvips_thumbnail_buffer_ignoring_profile(const void *buffer, size_t length, VipsImage **out, int width);

/// `in` (already upright and sRGB) shrunk to `width` pixels wide. Returns 0 on success.
int cvips_thumbnail_image(VipsImage *in, VipsImage **out, int width);

/// A copy of `in` with its pixels in memory, so that several smaller sizes are made without decoding again.
VipsImage *cvips_copy_memory(VipsImage *in);

/// Removes from `image` (a private copy) every metadata block a saver could write: EXIF (GPS included), XMP,
/// IPTC, comments and the ICC profile. Savers' `strip` is not enough: libvips 8.14's WebP saver still writes EXIF.
void cvips_remove_metadata(VipsImage *image);

/// The image in `buffer` shrunk to at most `side` pixels on its longest side, upright and sRGB, as a WebP of quality
/// `quality` without metadata (free with `cvips_free`): a page's placeholder while the photo loads. Damage is
/// ignored here (the variants report it). NULL on error.
void *cvips_placeholder_webp(const void *buffer, size_t length, int side, int quality, size_t *size);

/// EXIF `DateTimeOriginal` of the image in `buffer` (`2024:05:12 14:03:22 (…)`, libvips' rendering), read from its
/// header; free with `cvips_free`. NULL when it has none.
char *cvips_capture_date(const void *buffer, size_t length);

/// Writes `in` as WebP; `strip` drops every metadata block. Returns 0 on success.
int cvips_webpsave(VipsImage *in, const char *path, int quality, int strip);

/// Writes `in` as AVIF; `strip` drops every metadata block. Returns 0 on success.
int cvips_avifsave(VipsImage *in, const char *path, int quality, int strip);

/// Writes `in` as progressive JPEG with optimised Huffman tables; `strip` drops every metadata block.
int cvips_jpegsave(VipsImage *in, const char *path, int quality, int strip);

/// Writes `in` as PNG; `strip` drops every metadata block.
int cvips_pngsave(VipsImage *in, const char *path, int strip);

/// The decoded pixels of `in` as 8-bit samples, band-interleaved (free with `cvips_free`); NULL on error.
void *cvips_pixels(VipsImage *in, size_t *size);

/// Drops a reference to a libvips object.
void cvips_unref(VipsImage *image);

/// The lower-case hexadecimal SHA-256 of `length` bytes; free it with `cvips_free`.
char *cvips_sha256(const void *bytes, size_t length);

/// Frees memory that libvips or GLib allocated.
void cvips_free(void *pointer);

#endif
