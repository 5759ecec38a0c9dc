"""serbench orchestrator: drives the framework services, checks their payloads, measures
them from the client side and writes the results. See orchestrator/README.md."""
