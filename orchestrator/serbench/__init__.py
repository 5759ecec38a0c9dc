"""serbench orchestrator: drives the framework services, checks their payloads, measures
them from the client side and writes the results. Its parts and their layers:
docs/design.md#the-parts."""
