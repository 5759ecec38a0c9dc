package io.serbench.fst;

import java.io.Serializable;

/**
 * Written in User's place (registered under User's id) to put a value of any class in any of
 * User's fields. FST writes a class's fields in a fixed order (booleans, other primitives, then
 * objects; each group by type name, then field name) and the reader knows only that order. The
 * primitives here match User's; the object fields are all declared Object, named so that they
 * sort into User's order: address, orders, tags, attributes, profile, role, email, firstName,
 * lastName, username. A field declared Object is written with its class.
 */
public final class UserSlots implements Serializable {
    public boolean active;
    public int age;
    public long createdAt;
    public long id;
    public double score;

    public Object s01Address;
    public Object s02Orders;
    public Object s03Tags;
    public Object s04Attributes;
    public Object s05Profile;
    public Object s06Role;
    public Object s07Email;
    public Object s08FirstName;
    public Object s09LastName;
    public Object s10Username;
}
