// The desktop host's AT-SPI bridge in C (docs/usability.md#the-desktop-bridge): ATK objects that
// mirror the portable AccessibleTree, registered with AT-SPI through atk-bridge (D-0413). Only
// plain C types cross into Swift; GLib stays inside zk_atk.c.
#ifndef ZAHLENKETTE_ZK_ATK_H
#define ZAHLENKETTE_ZK_ATK_H

#ifdef __cplusplus
extern "C" {
#endif

/// Roles, in the order of ZKScene's AccessibleRole, plus the announcement's notification.
enum {
    ZK_ATK_ROLE_HEADING = 0,
    ZK_ATK_ROLE_PUSH_BUTTON = 1,
    ZK_ATK_ROLE_IMAGE = 2,
    ZK_ATK_ROLE_SLIDER = 3,
    ZK_ATK_ROLE_CANVAS = 4,
    ZK_ATK_ROLE_SCROLL_PANE = 5,
    ZK_ATK_ROLE_LIST = 6,
    ZK_ATK_ROLE_NOTIFICATION = 7,
    ZK_ATK_ROLE_TEXT = 8,
};

/// State bits, as ZKScene's AccessibleStates.
enum {
    ZK_ATK_STATE_ENABLED = 1 << 0,
    ZK_ATK_STATE_FOCUSABLE = 1 << 1,
    ZK_ATK_STATE_FOCUSED = 1 << 2,
    ZK_ATK_STATE_SELECTED = 1 << 3,
    ZK_ATK_STATE_SHOWING = 1 << 4,
};

/// An element's ATK object (an AtkObject underneath).
typedef struct ZkAtkNode ZkAtkNode;

/// 1 when the session's accessibility bus is running and says assistive technology is on
/// (org.a11y.Status IsEnabled or ScreenReaderEnabled), else 0. Never starts a bus: without a
/// session bus address it answers 0 at once.
int zk_atk_session_wants_accessibility(void);

/// Makes the application and its window and hands them to AT-SPI (atk_bridge_adaptor_init), then
/// serves GLib's default main context (D-Bus requests from assistive technology) on a thread of
/// its own. `wake` is called on that thread when an element was pressed. Returns 0 when the bridge
/// runs.
int zk_atk_start(const char *application_name, const char *window_title, void (*wake)(void));

/// Every call below is made between zk_atk_lock and zk_atk_unlock: the serving thread reads the
/// objects while it answers.
void zk_atk_lock(void);
void zk_atk_unlock(void);

/// The window's place on the screen, in pixels, and whether it is the active window.
void zk_atk_set_window(int x, int y, int width, int height, int active);

/// A new element object for the element `identifier` (`S05.play`, AT-SPI's AccessibleId); `key`
/// comes back from zk_atk_next_action when it is pressed.
ZkAtkNode *zk_atk_node_new(int key, const char *identifier);
void zk_atk_node_release(ZkAtkNode *node);

/// Sets what the element shows; changes are told to AT-SPI (name, states). Bounds are window
/// pixels. `has_action`: it can be pressed ("click").
void zk_atk_node_update(
    ZkAtkNode *node, const char *name, int role, unsigned states, double x, double y, double width,
    double height, int has_action);

/// The window's children become `nodes` (in order); AT-SPI hears what left and what came.
void zk_atk_set_children(ZkAtkNode *const *nodes, int count);

/// Says `text` once: a notification in the window that shows and goes (D-0414).
void zk_atk_announce(const char *text);

/// The generation of the tree the children now show; a press records the one it was chosen on.
void zk_atk_set_generation(int generation);

/// The key of the next element pressed through AT-SPI, or -1 when none waits; `generation` gets
/// the generation of the tree shown when it was pressed.
int zk_atk_next_action(int *generation);

/// The key of the next element assistive technology gave the focus to (AT-SPI's GrabFocus on a
/// focusable element), or -1 when none waits.
int zk_atk_next_focus(void);

#ifdef __cplusplus
}
#endif

#endif
