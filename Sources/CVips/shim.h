#ifndef CVIPS_SHIM_H
#define CVIPS_SHIM_H

// libvips' API is variadic (NULL-terminated option lists), which Swift cannot call: each helper below fixes
// the options Roadbook uses. Only Sources/RoadbookContent/Images/VipsImageProcessor.swift includes this module.
#include <vips/vips.h>

/// Starts libvips once, blocks every loader but JPEG, PNG, WebP, HEIF (HEIC/AVIF) and GIF (libvips'
/// "untrusted" ones included), and turns off the operation cache (each image is processed once).
/// Returns 0 on success.
static inline int cvips_start(void) {
    if (VIPS_INIT("roadbook")) return -1;
    vips_block_untrusted_set(TRUE);
    vips_operation_block_set("VipsForeignLoad", TRUE);
    vips_operation_block_set("VipsForeignLoadJpeg", FALSE);
    vips_operation_block_set("VipsForeignLoadPng", FALSE);
    vips_operation_block_set("VipsForeignLoadWebp", FALSE);
    vips_operation_block_set("VipsForeignLoadHeif", FALSE);
    vips_operation_block_set("VipsForeignLoadNsgif", FALSE);
    vips_cache_set_max(0);
    vips_concurrency_set(1);
    return 0;
}

/// The image in `buffer`, header only (pixels are decoded later, when asked); NULL on error.
static inline VipsImage *cvips_header_from_buffer(const void *buffer, size_t length) {
    return vips_image_new_from_buffer(buffer, length, "", NULL);
}

/// The image in `buffer` shrunk to `width` pixels wide (shrink-on-load where the format allows), turned upright by
/// its EXIF orientation, converted to sRGB; a truncated or damaged file is an error. Returns 0 on success.
static inline int cvips_thumbnail_buffer(void *buffer, size_t length, VipsImage **out, int width) {
    return vips_thumbnail_buffer(buffer, length, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
        "import_profile", "srgb", "export_profile", "srgb", "option_string", "fail_on=error", NULL);
}

/// `in` (already upright and sRGB) shrunk to `width` pixels wide. Returns 0 on success.
static inline int cvips_thumbnail_image(VipsImage *in, VipsImage **out, int width) {
    return vips_thumbnail_image(in, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL);
}

/// A copy of `in` with its pixels in memory, so that several smaller sizes are made without decoding again.
static inline VipsImage *cvips_copy_memory(VipsImage *in) {
    return vips_image_copy_memory(in);
}

/// Removes from `image` (a private copy) every metadata block a saver could write: EXIF (GPS included), XMP,
/// IPTC, comments and the ICC profile. Savers' `strip` is not enough: libvips 8.14's WebP saver still writes EXIF.
static inline void cvips_remove_metadata(VipsImage *image) {
    static const char *prefixes[] = {"exif-", "xmp-", "iptc-", "ipct-", "icc-profile-", "png-comment-", "gif-comment",
        "jpeg-comment", "heif-", NULL};
    gchar **fields = vips_image_get_fields(image);
    for (int i = 0; fields[i]; i++) {
        for (int p = 0; prefixes[p]; p++) {
            if (g_str_has_prefix(fields[i], prefixes[p])) {
                vips_image_remove(image, fields[i]);
                break;
            }
        }
    }
    g_strfreev(fields);
}

/// Writes `in` as WebP; `strip` drops every metadata block. Returns 0 on success.
static inline int cvips_webpsave(VipsImage *in, const char *path, int quality, int strip) {
    return vips_webpsave(in, path, "Q", quality, "strip", strip, "effort", 2, NULL);
}

/// Writes `in` as AVIF; `strip` drops every metadata block. Returns 0 on success.
static inline int cvips_avifsave(VipsImage *in, const char *path, int quality, int strip) {
    return vips_heifsave(in, path, "Q", quality, "strip", strip, "compression", VIPS_FOREIGN_HEIF_COMPRESSION_AV1,
        "effort", 2, NULL);
}

/// Writes `in` as progressive JPEG with optimised Huffman tables; `strip` drops every metadata block.
static inline int cvips_jpegsave(VipsImage *in, const char *path, int quality, int strip) {
    return vips_jpegsave(in, path, "Q", quality, "strip", strip, "optimize_coding", TRUE, "interlace", TRUE, NULL);
}

/// Writes `in` as PNG; `strip` drops every metadata block.
static inline int cvips_pngsave(VipsImage *in, const char *path, int strip) {
    return vips_pngsave(in, path, "strip", strip, "compression", 6, NULL);
}

/// The decoded pixels of `in` as 8-bit samples, band-interleaved (free with `cvips_free`); NULL on error.
static inline void *cvips_pixels(VipsImage *in, size_t *size) {
    VipsImage *bytes = NULL;
    if (vips_cast_uchar(in, &bytes, NULL)) return NULL;
    void *pixels = vips_image_write_to_memory(bytes, size);
    g_object_unref(bytes);
    return pixels;
}

/// Drops a reference to a libvips object.
static inline void cvips_unref(VipsImage *image) {
    g_object_unref(image);
}

/// The lower-case hexadecimal SHA-256 of `length` bytes; free it with `cvips_free`.
static inline char *cvips_sha256(const void *bytes, size_t length) {
    return g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)bytes, length);
}

/// Frees memory that libvips or GLib allocated.
static inline void cvips_free(void *pointer) {
    g_free(pointer);
}

#endif
