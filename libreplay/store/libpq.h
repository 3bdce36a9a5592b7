// libpq, opened when the store first speaks to PostgreSQL (dlopen) rather than linked to every
// tool that takes --db. Linked, libpq and the libraries it brings (TLS, Kerberos, LDAP, SASL:
// 23 more for replay-import) are mapped and relocated at every start of the process, 7 ms each
// time here, which a SQLite store never needed: it was a third of `replay-import` of a store
// that has every record already, and more than replay-stats' own work on a small store. Opened on
// demand, a tool run on SQLite costs what it did before PostgreSQL, and a machine without libpq
// installed still has every SQLite feature.
//
// The functions are libpq's own, declared by <libpq-fe.h>: a mismatch of signature is a compile
// error here, as with linking.
#ifndef REPLAY_STORE_LIBPQ_H_
#define REPLAY_STORE_LIBPQ_H_

#include <libpq-fe.h>

namespace replay::store {

// Every libpq function the store calls (postgres.cc). PQenterPipelineMode and friends came with
// libpq 14: an older library is refused by name.
#define REPLAY_LIBPQ_FUNCTIONS(X)                                                            \
  X(PQclear) X(PQconnectdb) X(PQconninfoFree) X(PQconninfoParse) X(PQdescribePrepared)       \
  X(PQenterPipelineMode) X(PQerrorMessage) X(PQexec) X(PQexecPrepared) X(PQexitPipelineMode) \
  X(PQfinish) X(PQfname) X(PQfreemem) X(PQgetResult) X(PQgetisnull) X(PQgetlength)           \
  X(PQgetvalue) X(PQlibVersion) X(PQnfields) X(PQntuples) X(PQpipelineSync) X(PQprepare)     \
  X(PQputCopyData) X(PQputCopyEnd) X(PQresultErrorField) X(PQresultErrorMessage)             \
  X(PQresultStatus) X(PQsendPrepare) X(PQsendQueryPrepared) X(PQsetNoticeProcessor)          \
  X(PQstatus) X(PQtransactionStatus)

struct Libpq {
#define REPLAY_LIBPQ_MEMBER(name) decltype(&::name) name = nullptr;
  REPLAY_LIBPQ_FUNCTIONS(REPLAY_LIBPQ_MEMBER)
#undef REPLAY_LIBPQ_MEMBER
};

// libpq's soname: libpq.so.5 since PostgreSQL 8.2, whatever the server's version.
inline constexpr const char* kLibpqSoname = "libpq.so.5";

// The library `soname` opened (never closed: the process keeps it, as a linked one) and every
// function of REPLAY_LIBPQ_FUNCTIONS found in it; a std::runtime_error in the user's language
// naming the library, or the function it lacks, otherwise.
Libpq LoadLibpq(const char* soname);

// kLibpqSoname's functions, loaded at the first call (thread-safe); throws as LoadLibpq, at
// every call while the library can't be loaded.
const Libpq& Pq();

}  // namespace replay::store

#endif  // REPLAY_STORE_LIBPQ_H_
