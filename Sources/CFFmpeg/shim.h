#ifndef FROLIC_CFFMPEG_SHIM_H
#define FROLIC_CFFMPEG_SHIM_H
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/display.h>
#include <libavutil/imgutils.h>
#include <errno.h>

/* FFmpeg's error codes are function-like macros, which Swift does not import. */
static inline int frolic_av_eagain(void) { return AVERROR(EAGAIN); }
static inline int frolic_av_eof(void) { return AVERROR_EOF; }

/* The display matrix's rotation in degrees, counterclockwise, or 0 when the
   stream carries none. */
static inline double frolic_av_stream_rotation(const AVStream *st) {
    size_t size = 0;
    const uint8_t *m = av_stream_get_side_data(st, AV_PKT_DATA_DISPLAYMATRIX, &size);
    if (!m || size < 9 * sizeof(int32_t)) return 0;
    return av_display_rotation_get((const int32_t *)m);
}

/* Scales one decoded frame into a single-plane picture (BGRA), whose
   pointer array Swift cannot build from AVFrame's fixed-size arrays. */
static inline int frolic_sws_scale_frame(struct SwsContext *c, const AVFrame *f, uint8_t *dst, int stride) {
    uint8_t *d[4] = { dst, 0, 0, 0 };
    int s[4] = { stride, 0, 0, 0 };
    return sws_scale(c, (const uint8_t *const *)f->data, f->linesize, 0, f->height, d, s);
}
#endif
