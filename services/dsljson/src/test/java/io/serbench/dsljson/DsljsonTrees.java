package io.serbench.dsljson;

import io.serbench.testkit.JsonOfTheModel;
import io.serbench.testkit.PlainTrees.FieldOrder;
import io.serbench.testkit.Refusal;

/**
 * Both models' JSON: Jackson's field names and types, nulls written, read by another JSON library;
 * DSL-JSON chooses the order of a record's fields (only a map's order is data).
 */
interface DsljsonTrees<T> extends JsonOfTheModel<T> {

    @Override
    default FieldOrder fieldOrder() {
        return FieldOrder.ANY;
    }

    @Override
    default Refusal secondDocumentRefusal() {
        return Refusal.saying("data after the end of the document");
    }
}
