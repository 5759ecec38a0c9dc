"""The Java class names of the model, for the decoders of formats that write them into the
payload (java.io serialization, Hessian): each record shape of the canonical tree and each
enum field, as services/core's io.serbench.core.model declares them."""

from serbench import canonical

MODEL = "io.serbench.core.model."
#: The Java class of each record shape of the canonical tree (shapes hold lists: keyed by identity).
CLASSES = {id(shape): MODEL + name for shape, name in (
    (canonical.BATCH, "UserBatch"), (canonical.USER, "User"), (canonical.ADDRESS, "Address"),
    (canonical.PROFILE, "Profile"), (canonical.SOCIAL_LINK, "SocialLink"), (canonical.PREFERENCES, "Preferences"),
    (canonical.ORDER, "Order"), (canonical.ORDER_ITEM, "OrderItem"))}
ENUMS = {"role": MODEL + "Role", "status": MODEL + "OrderStatus"}
