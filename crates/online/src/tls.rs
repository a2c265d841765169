//! TLS for `wss://` servers and their `/version`: rustls on the ring
//! provider with the compiled-in Mozilla roots (`webpki-roots`), so trusting
//! a server needs neither the system's store nor the network.

use std::sync::{Arc, OnceLock};
use tokio_rustls::rustls::{self, ClientConfig, RootCertStore};

/// The one TLS client configuration, built on first use; `None` if rustls
/// refuses its own defaults (it does not, but no panic is allowed).
pub(crate) fn client_config() -> Option<Arc<ClientConfig>> {
    static CONFIG: OnceLock<Option<Arc<ClientConfig>>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let roots = RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
            let provider = Arc::new(rustls::crypto::ring::default_provider());
            let config = ClientConfig::builder_with_provider(provider)
                .with_safe_default_protocol_versions()
                .ok()?
                .with_root_certificates(roots)
                .with_no_client_auth();
            Some(Arc::new(config))
        })
        .clone()
}
