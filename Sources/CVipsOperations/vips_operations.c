// The libvips calls of Roadbook's image processing, with their options fixed (see include/CVipsOperations.h).
#include "CVipsOperations.h"

/// Swallows a message libvips (or a library it calls: libjpeg, libpng, lcms) logs through GLib: they are never printed
/// on the terminal. A problem that matters reaches Roadbook as a failed operation (loads use `fail_on`), and becomes
/// a diagnostic at the image's path.
static void cvips_ignore_message(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

/// Starts libvips once, blocks every loader but JPEG, PNG, WebP, HEIF (HEIC/AVIF) and GIF (libvips'
/// "untrusted" ones included), turns off the operation cache (each image is processed once) and keeps libvips'
/// warnings off the terminal (``cvips_ignore_message``). Returns 0 on success.
int cvips_start(void) {
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG,
        cvips_ignore_message, NULL);
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
VipsImage *cvips_header_from_buffer(const void *buffer, size_t length) {
    return vips_image_new_from_buffer(buffer, length, "", NULL);
}

/// The profile to assume for the image in `buffer` when it embeds none: sRGB for colour, libvips' CMYK profile for
/// CMYK, and none for grey (8 or 16 bits), which libvips converts from its colour space: an sRGB profile does not fit
/// grey pixels ("no compatible input profile"), and without any, libvips' own sRGB conversion shifts colours.
static const char *cvips_fallback_profile_of(const VipsImage *image) {
    switch (vips_image_guess_interpretation(image)) {
    case VIPS_INTERPRETATION_B_W:
    case VIPS_INTERPRETATION_GREY16: return NULL;
    case VIPS_INTERPRETATION_CMYK: return "cmyk";
    default: return "srgb";
    }
}

/// ``cvips_fallback_profile_of`` the image in `buffer` (its header only).
static const char *cvips_fallback_profile(const void *buffer, size_t length) {
    VipsImage *image = vips_image_new_from_buffer(buffer, length, "", NULL);
    if (!image) return "srgb";
    const char *profile = cvips_fallback_profile_of(image);
    g_object_unref(image);
    return profile;
}

/// The image in `buffer` shrunk to `width` pixels wide (shrink-on-load where the format allows), turned upright by
/// its EXIF orientation, converted to sRGB: through its embedded ICC profile when it has one, else through
/// ``cvips_fallback_profile``. `strict`: a libjpeg/libpng warning (data damaged mid-file) fails the load too; else
/// only an error does. Returns 0 on success.
int cvips_thumbnail_buffer(void *buffer, size_t length, VipsImage **out, int width, int strict) {
    const char *options = strict ? "fail_on=warning" : "fail_on=error";
    const char *profile = cvips_fallback_profile(buffer, length);
    if (!profile) {
        return vips_thumbnail_buffer(buffer, length, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
            "export_profile", "srgb", "option_string", options, NULL);
    }
    return vips_thumbnail_buffer(buffer, length, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
        "import_profile", profile, "export_profile", "srgb", "option_string", options, NULL);
}

/// The image in `buffer` with its embedded ICC profile ignored, shrunk to `width` pixels wide, upright and sRGB: for
/// an image whose profile does not fit its pixels (an RGB profile in a grey JPEG, a damaged profile), which browsers
/// show from its colour space as well. Returns 0 on success.
int cvips_thumbnail_buffer_ignoring_profile(const void *buffer, size_t length, VipsImage **out, int width) {
    VipsImage *loaded = vips_image_new_from_buffer(buffer, length, "fail_on=error", NULL);
    if (!loaded) return -1;
    VipsImage *copy = NULL;
    int status = vips_copy(loaded, &copy, NULL);
    g_object_unref(loaded);
    if (status) return status;
    vips_image_remove(copy, VIPS_META_ICC_NAME);
    const char *profile = cvips_fallback_profile_of(copy);
    if (profile) {
        status = vips_thumbnail_image(copy, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
            "import_profile", profile, "export_profile", "srgb", NULL);
    } else {
        status = vips_thumbnail_image(copy, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
            "export_profile", "srgb", NULL);
    }
    g_object_unref(copy);
    return status;
}

/// `in` (already upright and sRGB) shrunk to `width` pixels wide. Returns 0 on success.
int cvips_thumbnail_image(VipsImage *in, VipsImage **out, int width) {
    return vips_thumbnail_image(in, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL);
}

/// A copy of `in` with its pixels in memory, so that several smaller sizes are made without decoding again.
VipsImage *cvips_copy_memory(VipsImage *in) {
    return vips_image_copy_memory(in);
}

/// Removes from `image` (a private copy) every metadata block a saver could write: EXIF (GPS included), XMP,
/// IPTC, comments and the ICC profile. Savers' `strip` is not enough: libvips 8.14's WebP saver still writes EXIF.
void cvips_remove_metadata(VipsImage *image) {
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

/// The image in `buffer` shrunk to at most `side` pixels on its longest side, upright and sRGB, as a WebP of quality
/// `quality` without metadata (free with `cvips_free`): a page's placeholder while the photo loads. Damage is
/// ignored here (the variants report it). NULL on error.
void *cvips_placeholder_webp(const void *buffer, size_t length, int side, int quality, size_t *size) {
    VipsImage *small = NULL;
    const char *profile = cvips_fallback_profile(buffer, length);
    int status = profile
        ? vips_thumbnail_buffer((void *)buffer, length, &small, side, "height", side, "import_profile", profile,
              "export_profile", "srgb", "option_string", "fail_on=none", NULL)
        : vips_thumbnail_buffer((void *)buffer, length, &small, side, "height", side, "export_profile", "srgb",
              "option_string", "fail_on=none", NULL);
    if (status) return NULL;
    cvips_remove_metadata(small);
    void *bytes = NULL;
    status = vips_webpsave_buffer(small, &bytes, size, "Q", quality, "strip", TRUE, "effort", 6, NULL);
    g_object_unref(small);
    return status ? NULL : bytes;
}

/// EXIF `DateTimeOriginal` of the image in `buffer` (`2024:05:12 14:03:22 (…)`, libvips' rendering), read from its
/// header; free with `cvips_free`. NULL when it has none.
char *cvips_capture_date(const void *buffer, size_t length) {
    VipsImage *image = vips_image_new_from_buffer(buffer, length, "", NULL);
    if (!image) return NULL;
    const char *value = NULL;
    char *copy = NULL;
    if (vips_image_get_typeof(image, "exif-ifd2-DateTimeOriginal") &&
        !vips_image_get_string(image, "exif-ifd2-DateTimeOriginal", &value))
        copy = g_strdup(value);
    g_object_unref(image);
    return copy;
}

/// Writes `in` as WebP; `strip` drops every metadata block. Returns 0 on success.
int cvips_webpsave(VipsImage *in, const char *path, int quality, int strip) {
    return vips_webpsave(in, path, "Q", quality, "strip", strip, "effort", 2, NULL);
}

/// Writes `in` as AVIF; `strip` drops every metadata block. Returns 0 on success.
int cvips_avifsave(VipsImage *in, const char *path, int quality, int strip) {
    return vips_heifsave(in, path, "Q", quality, "strip", strip, "compression", VIPS_FOREIGN_HEIF_COMPRESSION_AV1,
        "effort", 2, NULL);
}

/// Writes `in` as progressive JPEG with optimised Huffman tables; `strip` drops every metadata block.
int cvips_jpegsave(VipsImage *in, const char *path, int quality, int strip) {
    return vips_jpegsave(in, path, "Q", quality, "strip", strip, "optimize_coding", TRUE, "interlace", TRUE, NULL);
}

/// Writes `in` as PNG; `strip` drops every metadata block.
int cvips_pngsave(VipsImage *in, const char *path, int strip) {
    return vips_pngsave(in, path, "strip", strip, "compression", 6, NULL);
}

/// The decoded pixels of `in` as 8-bit samples, band-interleaved (free with `cvips_free`); NULL on error.
void *cvips_pixels(VipsImage *in, size_t *size) {
    VipsImage *bytes = NULL;
    if (vips_cast_uchar(in, &bytes, NULL)) return NULL;
    void *pixels = vips_image_write_to_memory(bytes, size);
    g_object_unref(bytes);
    return pixels;
}

/// Drops a reference to a libvips object.
void cvips_unref(VipsImage *image) {
    g_object_unref(image);
}

/// The lower-case hexadecimal SHA-256 of `length` bytes; free it with `cvips_free`.
char *cvips_sha256(const void *bytes, size_t length) {
    return g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)bytes, length);
}

/// Frees memory that libvips or GLib allocated.
void cvips_free(void *pointer) {
    g_free(pointer);
}
