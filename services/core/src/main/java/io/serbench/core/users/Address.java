package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;
import java.util.Objects;

/** A postal address with coordinates. */
public final class Address implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private String street;
    private String city;
    private String country;
    private String postalCode;
    private double latitude;
    private double longitude;

    public Address() {
    }

    public Address(String street, String city, String country, String postalCode, double latitude, double longitude) {
        this.street = street;
        this.city = city;
        this.country = country;
        this.postalCode = postalCode;
        this.latitude = latitude;
        this.longitude = longitude;
    }

    public String getStreet() { return street; }
    public void setStreet(String street) { this.street = street; }
    public String getCity() { return city; }
    public void setCity(String city) { this.city = city; }
    public String getCountry() { return country; }
    public void setCountry(String country) { this.country = country; }
    public String getPostalCode() { return postalCode; }
    public void setPostalCode(String postalCode) { this.postalCode = postalCode; }
    public double getLatitude() { return latitude; }
    public void setLatitude(double latitude) { this.latitude = latitude; }
    public double getLongitude() { return longitude; }
    public void setLongitude(double longitude) { this.longitude = longitude; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Address that
                && Double.compare(latitude, that.latitude) == 0
                && Double.compare(longitude, that.longitude) == 0
                && Objects.equals(street, that.street)
                && Objects.equals(city, that.city)
                && Objects.equals(country, that.country)
                && Objects.equals(postalCode, that.postalCode);
    }

    @Override
    public int hashCode() {
        return Objects.hash(street, city, country, postalCode, latitude, longitude);
    }

    @Override
    public String toString() {
        return "Address{street=" + street + ", city=" + city + ", country=" + country + ", postalCode="
                + postalCode + ", latitude=" + latitude + ", longitude=" + longitude + "}";
    }
}
