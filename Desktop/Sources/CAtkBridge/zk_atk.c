// The desktop host's AT-SPI bridge (docs/usability.md#the-desktop-bridge, D-0413): GObject
// subclasses of AtkObject that mirror the portable AccessibleTree, and the few calls the Swift
// side makes. atk-bridge turns them into AT-SPI's D-Bus objects and events.
#include "zk_atk.h"

#include <atk-bridge.h>
#include <atk/atk.h>
#include <gio/gio.h>

typedef struct {
    AtkObject parent;
    int key;
    int zk_role;
    unsigned states;
    int has_action;
    int attached;
    int is_window;
    double x, y, width, height;
    GPtrArray *children;
} ZkAtkObject;

typedef struct {
    AtkObjectClass parent_class;
} ZkAtkObjectClass;

static void zk_component_init(AtkComponentIface *iface);
static void zk_action_init(AtkActionIface *iface);
static void zk_window_init(AtkWindowIface *iface);

GType zk_atk_object_get_type(void);
G_DEFINE_TYPE_WITH_CODE(
    ZkAtkObject, zk_atk_object, ATK_TYPE_OBJECT,
    G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, zk_component_init)
        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, zk_action_init))

typedef ZkAtkObject ZkAtkFrame;
typedef ZkAtkObjectClass ZkAtkFrameClass;
GType zk_atk_frame_get_type(void);
G_DEFINE_TYPE_WITH_CODE(
    ZkAtkFrame, zk_atk_frame, zk_atk_object_get_type(), G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, zk_window_init))

#define ZK_OBJECT(o) ((ZkAtkObject *)(o))

static ZkAtkObject *zk_application;
static ZkAtkObject *zk_window;
static ZkAtkObject *zk_announcement;
static int zk_window_x, zk_window_y, zk_window_active;
// Each press waits as its element's key and the generation of the tree it was chosen on (D-1223).
typedef struct {
    int key;
    int generation;
} ZkPress;
static GArray *zk_pressed;
static int zk_generation;
static GArray *zk_focus_requests;
static void (*zk_wake)(void);
// One lock over every ATK object: GLib's default main context is served on a thread of its own
// (D-0416), so a screen reader is answered at once while the host's loop sleeps; that thread
// holds the lock except while it waits in poll, and every call from the host takes it.
static GRecMutex zk_lock;


static AtkRole zk_atk_role(int role) {
    switch (role) {
    case ZK_ATK_ROLE_HEADING: return ATK_ROLE_HEADING;
    case ZK_ATK_ROLE_PUSH_BUTTON: return ATK_ROLE_PUSH_BUTTON;
    case ZK_ATK_ROLE_IMAGE: return ATK_ROLE_IMAGE;
    case ZK_ATK_ROLE_SLIDER: return ATK_ROLE_SLIDER;
    case ZK_ATK_ROLE_CANVAS: return ATK_ROLE_CANVAS;
    case ZK_ATK_ROLE_SCROLL_PANE: return ATK_ROLE_SCROLL_PANE;
    case ZK_ATK_ROLE_LIST: return ATK_ROLE_LIST;
    case ZK_ATK_ROLE_NOTIFICATION: return ATK_ROLE_NOTIFICATION;
    case ZK_ATK_ROLE_TEXT: return ATK_ROLE_STATIC;
    default: return ATK_ROLE_UNKNOWN;
    }
}

static gint zk_get_n_children(AtkObject *object) {
    return (gint)ZK_OBJECT(object)->children->len;
}

static AtkObject *zk_ref_child(AtkObject *object, gint index) {
    GPtrArray *children = ZK_OBJECT(object)->children;
    if (index < 0 || (guint)index >= children->len) return NULL;
    return g_object_ref(ATK_OBJECT(g_ptr_array_index(children, index)));
}

static gint zk_get_index_in_parent(AtkObject *object) {
    AtkObject *parent = object->accessible_parent;
    if (parent == NULL) return -1;
    guint index = 0;
    return g_ptr_array_find(ZK_OBJECT(parent)->children, object, &index) ? (gint)index : -1;
}

static AtkStateSet *zk_ref_state_set(AtkObject *object) {
    AtkStateSet *set = atk_state_set_new();
    ZkAtkObject *self = ZK_OBJECT(object);
    if (self == zk_application) return set;
    if (self->is_window) {
        atk_state_set_add_state(set, ATK_STATE_RESIZABLE);
        if (zk_window_active) atk_state_set_add_state(set, ATK_STATE_ACTIVE);
    }
    if (self->states & ZK_ATK_STATE_ENABLED) {
        atk_state_set_add_state(set, ATK_STATE_ENABLED);
        atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
    }
    if (self->states & ZK_ATK_STATE_FOCUSABLE) atk_state_set_add_state(set, ATK_STATE_FOCUSABLE);
    if (self->states & ZK_ATK_STATE_FOCUSED) atk_state_set_add_state(set, ATK_STATE_FOCUSED);
    if (self->states & ZK_ATK_STATE_SELECTED) {
        atk_state_set_add_state(set, ATK_STATE_SELECTABLE);
        atk_state_set_add_state(set, ATK_STATE_SELECTED);
    }
    if (self->states & ZK_ATK_STATE_SHOWING) {
        atk_state_set_add_state(set, ATK_STATE_SHOWING);
        atk_state_set_add_state(set, ATK_STATE_VISIBLE);
    }
    return set;
}

static void zk_finalize(GObject *object) {
    g_ptr_array_unref(ZK_OBJECT(object)->children);
    G_OBJECT_CLASS(zk_atk_object_parent_class)->finalize(object);
}

static void zk_atk_object_class_init(ZkAtkObjectClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = zk_get_n_children;
    atk->ref_child = zk_ref_child;
    atk->get_index_in_parent = zk_get_index_in_parent;
    atk->ref_state_set = zk_ref_state_set;
    G_OBJECT_CLASS(klass)->finalize = zk_finalize;
}

static void zk_atk_object_init(ZkAtkObject *self) {
    self->key = -1;
    self->children = g_ptr_array_new_with_free_func(g_object_unref);
}

static void zk_atk_frame_class_init(ZkAtkFrameClass *klass) {
    (void)klass;
}

static void zk_atk_frame_init(ZkAtkFrame *self) {
    self->is_window = 1;
}

static void zk_window_init(AtkWindowIface *iface) {
    (void)iface;
}

static void zk_get_extents(
    AtkComponent *component, gint *x, gint *y, gint *width, gint *height, AtkCoordType coords) {
    ZkAtkObject *self = ZK_OBJECT(component);
    double left = self->x;
    double top = self->y;
    if (coords == ATK_XY_SCREEN) {
        left += zk_window_x;
        top += zk_window_y;
    }
    if (self->is_window && coords != ATK_XY_SCREEN) {
        left = 0;
        top = 0;
    }
    if (x) *x = (gint)left;
    if (y) *y = (gint)top;
    if (width) *width = (gint)self->width;
    if (height) *height = (gint)self->height;
}

static gboolean zk_grab_focus(AtkComponent *component) {
    ZkAtkObject *self = ZK_OBJECT(component);
    if (!(self->states & ZK_ATK_STATE_FOCUSABLE) || zk_focus_requests == NULL) return FALSE;
    // The focus ring moves in the host's loop, like a Tab that lands here.
    g_array_append_val(zk_focus_requests, self->key);
    if (zk_wake != NULL) zk_wake();
    return TRUE;
}

static void zk_component_init(AtkComponentIface *iface) {
    iface->get_extents = zk_get_extents;
    iface->grab_focus = zk_grab_focus;
}

static gint zk_get_n_actions(AtkAction *action) {
    return ZK_OBJECT(action)->has_action ? 1 : 0;
}

static gboolean zk_do_action(AtkAction *action, gint index) {
    ZkAtkObject *self = ZK_OBJECT(action);
    if (index != 0 || !self->has_action) return FALSE;
    // The press reaches the app from the host's loop, not from inside a D-Bus call.
    ZkPress press = {self->key, zk_generation};
    g_array_append_val(zk_pressed, press);
    if (zk_wake != NULL) zk_wake();
    return TRUE;
}

static const gchar *zk_action_name(AtkAction *action, gint index) {
    return index == 0 && ZK_OBJECT(action)->has_action ? "click" : NULL;
}

static void zk_action_init(AtkActionIface *iface) {
    iface->get_n_actions = zk_get_n_actions;
    iface->do_action = zk_do_action;
    iface->get_name = zk_action_name;
}

static AtkObject *zk_get_root(void) {
    return zk_application ? ATK_OBJECT(zk_application) : NULL;
}

static const gchar *zk_toolkit_name(void) {
    return "Zahlenkette";
}

static const gchar *zk_toolkit_version(void) {
    return "1";
}

static int zk_status_property(GDBusConnection *bus, const char *name) {
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_sync(
        bus, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
        g_variant_new("(ss)", "org.a11y.Status", name), G_VARIANT_TYPE("(v)"),
        G_DBUS_CALL_FLAGS_NO_AUTO_START, 1000, NULL, &error);
    if (reply == NULL) {
        g_clear_error(&error);
        return 0;
    }
    GVariant *value = NULL;
    g_variant_get(reply, "(v)", &value);
    int on = g_variant_is_of_type(value, G_VARIANT_TYPE_BOOLEAN) && g_variant_get_boolean(value);
    g_variant_unref(value);
    g_variant_unref(reply);
    return on;
}

int zk_atk_session_wants_accessibility(void) {
    const char *address = g_getenv("DBUS_SESSION_BUS_ADDRESS");
    const char *runtime = g_getenv("XDG_RUNTIME_DIR");
    int has_bus = address != NULL && address[0] != '\0';
    if (!has_bus && runtime != NULL) {
        gchar *path = g_build_filename(runtime, "bus", NULL);
        has_bus = g_file_test(path, G_FILE_TEST_EXISTS);
        g_free(path);
    }
    // Without an address GLib would start a bus of its own (autolaunch); there is none to ask.
    if (!has_bus) return 0;
    GError *error = NULL;
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &error);
    if (bus == NULL) {
        g_clear_error(&error);
        return 0;
    }
    int on = zk_status_property(bus, "IsEnabled") || zk_status_property(bus, "ScreenReaderEnabled");
    g_object_unref(bus);
    return on;
}

static void zk_attach(ZkAtkObject *child, ZkAtkObject *parent) {
    atk_object_set_parent(ATK_OBJECT(child), ATK_OBJECT(parent));
    child->attached = 1;
}

static gint zk_poll(GPollFD *fds, guint count, gint timeout) {
    g_rec_mutex_unlock(&zk_lock);
    gint ready = g_poll(fds, count, timeout);
    g_rec_mutex_lock(&zk_lock);
    return ready;
}

static gpointer zk_serve(gpointer data) {
    (void)data;
    g_rec_mutex_lock(&zk_lock);
    for (;;) g_main_context_iteration(NULL, TRUE);
    return NULL;
}

static int zk_start_locked(const char *application_name, const char *window_title);

int zk_atk_start(const char *application_name, const char *window_title, void (*wake)(void)) {
    g_rec_mutex_lock(&zk_lock);
    zk_wake = wake;
    int status = zk_start_locked(application_name, window_title);
    g_rec_mutex_unlock(&zk_lock);
    if (status == 0) g_thread_unref(g_thread_new("zk-atspi", zk_serve, NULL));
    return status;
}

static int zk_start_locked(const char *application_name, const char *window_title) {
    if (zk_application != NULL) return 1;
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = zk_get_root;
    util->get_toolkit_name = zk_toolkit_name;
    util->get_toolkit_version = zk_toolkit_version;
    zk_pressed = g_array_new(FALSE, FALSE, sizeof(ZkPress));
    zk_focus_requests = g_array_new(FALSE, FALSE, sizeof(int));
    zk_application = g_object_new(zk_atk_object_get_type(), NULL);
    atk_object_set_name(ATK_OBJECT(zk_application), application_name);
    atk_object_set_role(ATK_OBJECT(zk_application), ATK_ROLE_APPLICATION);
    zk_window = g_object_new(zk_atk_frame_get_type(), NULL);
    atk_object_set_name(ATK_OBJECT(zk_window), window_title);
    atk_object_set_role(ATK_OBJECT(zk_window), ATK_ROLE_FRAME);
    zk_window->states = ZK_ATK_STATE_ENABLED | ZK_ATK_STATE_SHOWING;
    zk_attach(zk_window, zk_application);
    g_ptr_array_add(zk_application->children, g_object_ref(zk_window));
    if (atk_bridge_adaptor_init(NULL, NULL) != 0) return 1;
    g_main_context_set_poll_func(NULL, zk_poll);
    g_signal_emit_by_name(zk_window, "create");
    return 0;
}

void zk_atk_set_window(int x, int y, int width, int height, int active) {
    if (zk_window == NULL) return;
    zk_window_x = x;
    zk_window_y = y;
    zk_window->width = width;
    zk_window->height = height;
    if (active == zk_window_active) return;
    zk_window_active = active;
    atk_object_notify_state_change(ATK_OBJECT(zk_window), ATK_STATE_ACTIVE, active);
    g_signal_emit_by_name(zk_window, active ? "activate" : "deactivate");
}

ZkAtkNode *zk_atk_node_new(int key, const char *identifier) {
    ZkAtkObject *node = g_object_new(zk_atk_object_get_type(), NULL);
    node->key = key;
    atk_object_set_accessible_id(ATK_OBJECT(node), identifier);
    return (ZkAtkNode *)node;
}

void zk_atk_node_release(ZkAtkNode *node) {
    if (node != NULL) g_object_unref(node);
}

static void zk_notify_states(AtkObject *object, unsigned before, unsigned after) {
    unsigned changed = before ^ after;
    if (changed & ZK_ATK_STATE_ENABLED) {
        atk_object_notify_state_change(object, ATK_STATE_ENABLED, (after & ZK_ATK_STATE_ENABLED) != 0);
        atk_object_notify_state_change(object, ATK_STATE_SENSITIVE, (after & ZK_ATK_STATE_ENABLED) != 0);
    }
    if (changed & ZK_ATK_STATE_FOCUSABLE)
        atk_object_notify_state_change(object, ATK_STATE_FOCUSABLE, (after & ZK_ATK_STATE_FOCUSABLE) != 0);
    if (changed & ZK_ATK_STATE_SELECTED)
        atk_object_notify_state_change(object, ATK_STATE_SELECTED, (after & ZK_ATK_STATE_SELECTED) != 0);
    if (changed & ZK_ATK_STATE_SHOWING) {
        atk_object_notify_state_change(object, ATK_STATE_SHOWING, (after & ZK_ATK_STATE_SHOWING) != 0);
        atk_object_notify_state_change(object, ATK_STATE_VISIBLE, (after & ZK_ATK_STATE_SHOWING) != 0);
    }
    // The focus last, so a screen reader reads the control as it stands now.
    if (changed & ZK_ATK_STATE_FOCUSED)
        atk_object_notify_state_change(object, ATK_STATE_FOCUSED, (after & ZK_ATK_STATE_FOCUSED) != 0);
}

void zk_atk_node_update(
    ZkAtkNode *node, const char *name, int role, unsigned states, double x, double y, double width,
    double height, int has_action) {
    ZkAtkObject *self = ZK_OBJECT(node);
    AtkObject *object = ATK_OBJECT(node);
    self->x = x;
    self->y = y;
    self->width = width;
    self->height = height;
    self->has_action = has_action;
    self->zk_role = role;
    unsigned before = self->states;
    self->states = states;
    if (!self->attached) {
        // Not in the tree yet: nobody has heard of it, so nothing is told.
        g_free(object->name);
        object->name = g_strdup(name);
        object->role = zk_atk_role(role);
        return;
    }
    if (g_strcmp0(object->name, name) != 0) atk_object_set_name(object, name);
    if (object->role != zk_atk_role(role)) atk_object_set_role(object, zk_atk_role(role));
    zk_notify_states(object, before, states);
}

static void zk_replace_children(GPtrArray *next) {
    GPtrArray *before = zk_window->children;
    zk_window->children = next;
    for (guint i = 0; i < before->len; i++) {
        gpointer child = g_ptr_array_index(before, i);
        if (!g_ptr_array_find(next, child, NULL)) {
            g_signal_emit_by_name(zk_window, "children-changed::remove", i, child);
            ZK_OBJECT(child)->attached = 0;
        }
    }
    for (guint i = 0; i < next->len; i++) {
        ZkAtkObject *child = g_ptr_array_index(next, i);
        if (!g_ptr_array_find(before, child, NULL)) {
            zk_attach(child, zk_window);
            g_signal_emit_by_name(zk_window, "children-changed::add", i, child);
        }
    }
    g_ptr_array_unref(before);
}

void zk_atk_set_children(ZkAtkNode *const *nodes, int count) {
    if (zk_window == NULL) return;
    GPtrArray *next = g_ptr_array_new_full((guint)count + 1, g_object_unref);
    for (int i = 0; i < count; i++) g_ptr_array_add(next, g_object_ref(nodes[i]));
    // The last announcement stays until the next one, so a reader can still ask for it.
    if (zk_announcement != NULL) g_ptr_array_add(next, g_object_ref(zk_announcement));
    zk_replace_children(next);
}

void zk_atk_announce(const char *text) {
    if (zk_window == NULL) return;
    ZkAtkObject *note = g_object_new(zk_atk_object_get_type(), NULL);
    zk_atk_node_update((ZkAtkNode *)note, text, ZK_ATK_ROLE_NOTIFICATION, 0, 0, 0, 0, 0, 0);
    GPtrArray *next = g_ptr_array_new_full(zk_window->children->len + 1, g_object_unref);
    for (guint i = 0; i < zk_window->children->len; i++) {
        gpointer child = g_ptr_array_index(zk_window->children, i);
        if (child != zk_announcement) g_ptr_array_add(next, g_object_ref(child));
    }
    g_ptr_array_add(next, g_object_ref(note));
    if (zk_announcement != NULL) g_object_unref(zk_announcement);
    zk_announcement = note;
    zk_replace_children(next);
    // A notification that shows is what screen readers speak (Orca reads its name).
    note->states = ZK_ATK_STATE_SHOWING;
    atk_object_notify_state_change(ATK_OBJECT(note), ATK_STATE_SHOWING, TRUE);
}

void zk_atk_lock(void) {
    g_rec_mutex_lock(&zk_lock);
}

void zk_atk_unlock(void) {
    g_rec_mutex_unlock(&zk_lock);
}

void zk_atk_set_generation(int generation) {
    zk_generation = generation;
}

int zk_atk_next_action(int *generation) {
    if (zk_pressed == NULL || zk_pressed->len == 0) return -1;
    ZkPress press = g_array_index(zk_pressed, ZkPress, 0);
    g_array_remove_index(zk_pressed, 0);
    if (generation != NULL) *generation = press.generation;
    return press.key;
}

int zk_atk_next_focus(void) {
    if (zk_focus_requests == NULL || zk_focus_requests->len == 0) return -1;
    int key = g_array_index(zk_focus_requests, int, 0);
    g_array_remove_index(zk_focus_requests, 0);
    return key;
}
