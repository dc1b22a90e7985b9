import Testing

/// Every SDL-touching suite nests here, so they never run at the same time (SDL and SDL_ttf keep
/// global state).
@Suite(.serialized) struct SDLTests {}
