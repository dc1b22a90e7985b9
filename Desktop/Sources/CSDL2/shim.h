// SDL2 and its satellite libraries for the desktop host; macros Swift cannot import get inline helpers.
#ifndef ZAHLENKETTE_CSDL2_SHIM_H
#define ZAHLENKETTE_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_mixer.h>

static inline int zk_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 zk_pixelformat_argb8888(void) { return (Uint32)SDL_PIXELFORMAT_ARGB8888; }
static inline Uint32 zk_pixelformat_rgba32(void) { return (Uint32)SDL_PIXELFORMAT_RGBA32; }
static inline Uint32 zk_pixelformat_rgb24(void) { return (Uint32)SDL_PIXELFORMAT_RGB24; }
static inline Uint16 zk_mix_default_format(void) { return (Uint16)MIX_DEFAULT_FORMAT; }
static inline Uint32 zk_touch_mouse_id(void) { return (Uint32)SDL_TOUCH_MOUSEID; }
static inline int zk_mix_max_volume(void) { return MIX_MAX_VOLUME; }
static inline SDL_RWops *zk_rw_from_file(const char *path) { return SDL_RWFromFile(path, "rb"); }
static inline Mix_Chunk *zk_load_wav(const char *path) { return Mix_LoadWAV(path); }

#endif
