package io.serbench.avajejsonb;

import io.serbench.testkit.JsonOfTheModel;
import io.serbench.testkit.Refusal;

/** Both models' JSON: Jackson's JSON shape, field for field and in the model's order, nulls written. */
interface AvajejsonbTrees<T> extends JsonOfTheModel<T> {

    @Override
    default Refusal secondDocumentRefusal() {
        return Refusal.saying("data after the end of the document");
    }
}
