import ZKGameKit

/// How the objects of a Wie-viele task are arranged (docs/games.md#wie-viele): the shared quantity
/// pictures, field at step 1, dice, fingers or a ten-stick at step 2, scattered at step 3.
public typealias WieVieleDisplay = QuantityPicture
