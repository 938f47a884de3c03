/* tools/check/report.c -- the checker's report: a table for people, JSON
 * for machines.  The GPU backend prints through the same functions. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static const char *um_fmt_name(int fmt)
{
    return fmt == UM_FMT_F16 ? "binary16" : fmt == UM_FMT_BF16 ? "bfloat16" : "binary32";
}

/* 1234567 -> "1,234,567" */
static const char *um_grouped(char *buf, uint64_t v)
{
    char tmp[32];
    int n = snprintf(tmp, sizeof tmp, "%llu", (unsigned long long)v), i, j = 0;
    for (i = 0; i < n; i++) {
        if (i > 0 && (n - i) % 3 == 0) buf[j++] = ',';
        buf[j++] = tmp[i];
    }
    buf[j] = 0;
    return buf;
}

static void um_range_text(char *buf, size_t n, const um_check_result *r)
{
    char g[32];
    if (r->fn->pair == 2) {
        char name[40];
        um_pairset_name(r->set, name, (int)sizeof name);
        snprintf(buf, n, "set %s (%s pairs)", name, um_grouped(g, um_pairset_size(r->set)));
    } else if (r->fn->pair) snprintf(buf, n, "all 2^32 pairs");
    else if (r->fn->fmt != UM_FMT_F32) snprintf(buf, n, "all 65,536");
    else snprintf(buf, n, "[%a, %a]", (double)um_f32_from_bits(um_f32_bits_from_key(r->key_lo)),
                  (double)um_f32_from_bits(um_f32_bits_from_key(r->key_hi)));
    if (r->sample) {
        size_t l = strlen(buf);
        snprintf(buf + l, n - l, ", sampled");
    }
}

static const char *um_bits_hex(char *buf, size_t n, uint32_t bits, int fmt)
{
    snprintf(buf, n, fmt == UM_FMT_F32 ? "0x%08x" : "0x%04x", (unsigned)bits);
    return buf;
}

/* a value in the report: NaN as "NaN" (its sign and payload are
 * unspecified: docs/methods.md), numbers in %a */
static void um_value_text(char *buf, size_t n, uint32_t bits, int fmt)
{
    double v = um_value_of_bits(bits, fmt);
    if (v != v) snprintf(buf, n, "NaN");
    else snprintf(buf, n, "%a", v);
}

/* the claim column: what the registry claims, and whether it held */
static void um_claim_text(char *buf, size_t n, const um_check_result *c)
{
    const um_func *fn = c->fn;
    char what[48];
    if (fn->bound_ulp < 0) { snprintf(buf, n, "baseline"); return; }
    if (fn->bound_ulp <= 0.5) snprintf(what, sizeof what, "correctly rounded");
    else snprintf(what, sizeof what, "< %g ulp", fn->bound_ulp);
    snprintf(buf, n, "%s (%s)", um_check_failed(c) ? "BROKEN" : "holds", what);
}

#define UM_COLS 11
void um_print_table(FILE *f, const um_check_result *r, size_t n, int verbose)
{
    static const char *head[UM_COLS] = { "function", "format", "inputs checked", "count", "max ulp", "at",
                                         "max rel.", "not CR", "special values", "claim", "seconds" };
    static const int right[UM_COLS] = { 0, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1 };
    char (*cell)[UM_COLS][112] = calloc(n ? n : 1, sizeof *cell);
    int w[UM_COLS], col, b, broken = 0;
    size_t k;
    if (!cell) { fprintf(stderr, "ulpcheck: out of memory\n"); exit(2); }
    for (col = 0; col < UM_COLS; col++) w[col] = (int)strlen(head[col]);
    for (k = 0; k < n; k++) {
        const um_check_result *c = &r[k];
        char (*row)[112] = cell[k];
        snprintf(row[0], 112, "%s", c->fn->name);
        snprintf(row[1], 112, "%s", um_fmt_name(c->fn->fmt));
        um_range_text(row[2], 112, c);
        um_grouped(row[3], c->st.inputs);
        snprintf(row[4], 112, "%.6f", c->st.max_ulp);
        um_format_key(row[5], 112, c, c->st.max_ulp_key);
        snprintf(row[6], 112, "%.6e", c->st.max_rel);
        um_grouped(row[7], c->st.not_cr);
        if (c->fn->restricted) snprintf(row[8], 112, "restricted");
        else snprintf(row[8], 112, "%s %d/%d", c->specials_failed ? "FAIL" : "ok",
                      c->nspecial - c->specials_failed, c->nspecial);
        um_claim_text(row[9], 112, c);
        snprintf(row[10], 112, "%.1f", c->seconds);
        broken |= um_check_failed(c);
        for (col = 0; col < UM_COLS; col++) if ((int)strlen(row[col]) > w[col]) w[col] = (int)strlen(row[col]);
    }
    for (col = 0; col < UM_COLS; col++)
        fprintf(f, "%s%*s%s", col ? "  " : "", right[col] ? w[col] : -w[col], head[col], col == UM_COLS - 1 ? "\n" : "");
    for (k = 0; k < n; k++)
        for (col = 0; col < UM_COLS; col++)
            fprintf(f, "%s%*s%s", col ? "  " : "", right[col] ? w[col] : -w[col], cell[k][col],
                    col == UM_COLS - 1 ? "\n" : "");
    free(cell);

    fprintf(f, "\nulp error histogram (results with error in (previous edge, edge]):\n");
    for (k = 0; k < n; k++) {
        const um_check_result *c = &r[k];
        char cnt[32], label[80];
        if (c->fn->pair == 2) {
            char name[40];
            um_pairset_name(c->set, name, (int)sizeof name);
            snprintf(label, sizeof label, "%s %s", c->fn->name, name);
        } else snprintf(label, sizeof label, "%s", c->fn->name);
        fprintf(f, "  %-*s", w[0] + 12, label);
        for (b = 0; b < UM_HIST_BINS; b++) {
            if (!c->st.hist[b]) continue;
            if (b == UM_HIST_BINS - 1) fprintf(f, " >%g: %s", um_hist_edge(b - 1), um_grouped(cnt, c->st.hist[b]));
            else fprintf(f, " <=%g: %s", um_hist_edge(b), um_grouped(cnt, c->st.hist[b]));
        }
        fprintf(f, "\n");
    }
    for (k = 0; k < n; k++) {
        const um_check_result *c = &r[k];
        int i, listed = 0, shown = 0;
        for (i = 0; i < c->nspecial; i++) {             /* how many to list */
            const um_special *s = &c->special[i];
            if (s->ok == 1) continue;
            if (s->ok < 0 && c->fn->fmt == UM_FMT_F32 && !c->fn->pair) {   /* restricted: the outside only */
                float x = um_f32_from_bits(s->arg);
                if (x >= c->fn->lo && x <= c->fn->hi) continue;
            }
            listed++;
        }
        for (i = 0; i < c->nspecial; i++) {
            const um_special *s = &c->special[i];
            char a[112], rb[16], cb[16], rv[48], cv[80];
            if (s->ok == 1) continue;
            if (s->ok < 0 && c->fn->fmt == UM_FMT_F32 && !c->fn->pair) {
                float x = um_f32_from_bits(s->arg);
                if (x >= c->fn->lo && x <= c->fn->hi) continue;
            }
            if (!shown) {
                if (c->fn->restricted)
                    fprintf(f, "\n%s: %d special inputs outside the domain, where the claim makes no promise "
                               "(what the formula gives; not judged)%s:\n", c->fn->name, listed,
                            verbose || listed <= 6 ? "" : "; the first 6 (--verbose: all)");
                else
                    fprintf(f, "\n%s: %d special inputs that break C99 Annex F%s:\n", c->fn->name, listed,
                            verbose || listed <= 6 ? "" : "; the first 6 (--verbose: all)");
            }
            if (!verbose && shown == 6) break;
            shown++;
            if (c->fn->pair == 2) {
                char ya[40], xa[40];
                um_value_text(ya, sizeof ya, s->arg, UM_FMT_F32);
                um_value_text(xa, sizeof xa, s->arg2, UM_FMT_F32);
                snprintf(a, sizeof a, "(%s, %s)", ya, xa);
            } else if (c->fn->pair) um_format_key(a, sizeof a, c, s->arg);
            else if (um_is_nan_bits(s->arg, c->fn->fmt)) snprintf(a, sizeof a, "NaN (%s)", um_bits_hex(rb, sizeof rb, s->arg, c->fn->fmt));
            else um_format_arg(a, sizeof a, s->arg, c->fn->fmt);
            um_value_text(rv, sizeof rv, s->res, c->fn->fmt);
            if (um_is_nan_bits(s->cr, c->fn->fmt)) snprintf(cv, sizeof cv, "a NaN");
            else { char t[40]; um_value_text(t, sizeof t, s->cr, c->fn->fmt);
                   snprintf(cv, sizeof cv, "%s (%s)", um_bits_hex(cb, sizeof cb, s->cr, c->fn->fmt), t); }
            fprintf(f, "  %s = %s  ->  %s (%s); correctly rounded: %s\n", c->fn->pair ? "(y, x)" : "x", a,
                    um_bits_hex(rb, sizeof rb, s->res, c->fn->fmt), rv, cv);
        }
        if (c->st.wrong_class) {
            char a[112];
            um_format_key(a, sizeof a, c, c->st.first_wrong_key);
            fprintf(f, "\n%s: %llu results of the wrong class (NaN, Inf or signed zero), first at %s = %s\n",
                    c->fn->name, (unsigned long long)c->st.wrong_class, c->fn->pair ? "(y, x)" : "x", a);
        }
    }
    fprintf(f, "\n%s: %zu check%s, %s\n", "ulpcheck", n, n == 1 ? "" : "s",
            broken ? "a claim is BROKEN (exit status 1)" : "every claim holds");
}

static void um_json_double(FILE *f, double v)
{
    if (isinf(v)) fprintf(f, "\"inf\"");
    else fprintf(f, "%.17g", v);   /* exact: readers round it once */
}

void um_print_json(FILE *f, const um_check_result *r, size_t n)
{
    size_t k;
    int i;
    fprintf(f, "[\n");
    for (k = 0; k < n; k++) {
        const um_check_result *c = &r[k];
        char at[96], rel[96], hx[40];
        uint32_t ab = c->fn->fmt == UM_FMT_F32 ? um_f32_bits_from_key(c->st.max_ulp_key) : c->st.max_ulp_key;
        uint32_t rb = c->fn->fmt == UM_FMT_F32 ? um_f32_bits_from_key(c->st.max_rel_key) : c->st.max_rel_key;
        if (c->fn->pair == 2) {                  /* "y, x" from the index in the set */
            float y, x;
            um_pair32_of_key(c, c->st.max_ulp_key, &y, &x);
            snprintf(at, sizeof at, "%a, %a", (double)y, (double)x);
            snprintf(hx, sizeof hx, "0x%08x, 0x%08x", (unsigned)um_f32_bits(y), (unsigned)um_f32_bits(x));
            um_pair32_of_key(c, c->st.max_rel_key, &y, &x);
            snprintf(rel, sizeof rel, "%a, %a", (double)y, (double)x);
        } else if (c->fn->pair) {                /* "y, x" */
            snprintf(at, sizeof at, "%a, %a", um_value_of_bits(ab >> 16, c->fn->fmt), um_value_of_bits(ab & 0xffffu, c->fn->fmt));
            snprintf(rel, sizeof rel, "%a, %a", um_value_of_bits(rb >> 16, c->fn->fmt), um_value_of_bits(rb & 0xffffu, c->fn->fmt));
        } else {
            snprintf(at, sizeof at, "%a", um_value_of_bits(ab, c->fn->fmt));
            snprintf(rel, sizeof rel, "%a", um_value_of_bits(rb, c->fn->fmt));
        }
        fprintf(f, "  {\"function\": \"%s\", \"format\": \"%s\", \"arguments\": %d, \"baseline\": %s, \"bound_ulp\": ",
                c->fn->name, um_fmt_name(c->fn->fmt), c->fn->pair ? 2 : 1, c->fn->bound_ulp < 0 ? "true" : "false");
        um_json_double(f, c->fn->bound_ulp);
        if (c->fn->pair == 2) {
            char name[40];
            um_pairset_name(c->set, name, (int)sizeof name);
            fprintf(f, ",\n   \"domain\": {\"kind\": \"binary32 pairs\", \"set\": \"%s\", \"size\": %llu},", name,
                    (unsigned long long)um_pairset_size(c->set));
        } else if (c->fn->pair) {
            fprintf(f, ",\n   \"domain\": {\"kind\": \"all 16-bit pairs\", \"size\": 4294967296},");
        } else if (c->fn->fmt == UM_FMT_F32) {   /* first, last: the checked range's ends */
            fprintf(f, ",\n   \"domain\": {\"kind\": \"binary32 range\", \"first\": \"%a\", \"last\": \"%a\"},"
                       " \"first\": \"%a\", \"last\": \"%a\",",
                    (double)um_f32_from_bits(um_f32_bits_from_key(c->key_lo)), (double)um_f32_from_bits(um_f32_bits_from_key(c->key_hi)),
                    (double)um_f32_from_bits(um_f32_bits_from_key(c->key_lo)), (double)um_f32_from_bits(um_f32_bits_from_key(c->key_hi)));
        } else {
            fprintf(f, ",\n   \"domain\": {\"kind\": \"all 16-bit inputs\", \"size\": 65536},");
        }
        fprintf(f, " \"sampled\": %s, \"inputs\": %llu,\n", c->sample ? "true" : "false", (unsigned long long)c->st.inputs);
        fprintf(f, "   \"max_ulp\": ");
        um_json_double(f, c->st.max_ulp);
        if (c->fn->pair != 2) um_bits_hex(hx, sizeof hx, ab, c->fn->pair ? UM_FMT_F32 : c->fn->fmt);
        fprintf(f, ", \"max_ulp_at\": \"%s\", \"max_ulp_at_bits\": \"%s\",", at, hx);
        fprintf(f, " \"max_rel\": ");
        um_json_double(f, c->st.max_rel);
        fprintf(f, ", \"max_rel_at\": \"%s\",\n   \"not_cr\": %llu, \"wrong_class\": %llu, \"hard_cases\": %llu,"
                   " \"specials_checked\": %d, \"specials_failed\": %d, \"restricted\": %s, \"claim_broken\": %s,"
                   " \"seconds\": %.2f,\n   \"histogram\": [",
                rel, (unsigned long long)c->st.not_cr, (unsigned long long)c->st.wrong_class,
                (unsigned long long)c->st.hard_cases, c->nspecial, c->specials_failed,
                c->fn->restricted ? "true" : "false", um_check_failed(c) ? "true" : "false", c->seconds);
        for (i = 0; i < UM_HIST_BINS; i++) {
            fprintf(f, "%s{\"le\": ", i ? ", " : "");
            um_json_double(f, um_hist_edge(i));
            fprintf(f, ", \"count\": %llu}", (unsigned long long)c->st.hist[i]);
        }
        fprintf(f, "],\n   \"specials\": [");
        for (i = 0; i < c->nspecial; i++) {
            char a[40], b[16], d[16];
            if (c->fn->pair == 2) snprintf(a, sizeof a, "0x%08x, 0x%08x", (unsigned)c->special[i].arg, (unsigned)c->special[i].arg2);
            else um_bits_hex(a, sizeof a, c->special[i].arg, c->fn->pair ? UM_FMT_F32 : c->fn->fmt);
            fprintf(f, "%s{\"%s\": \"%s\", \"result\": \"%s\", \"correct\": \"%s\", \"ok\": %s}", i ? ", " : "",
                    c->fn->pair ? "yx" : "x", a,
                    um_bits_hex(b, sizeof b, c->special[i].res, c->fn->fmt),
                    um_bits_hex(d, sizeof d, c->special[i].cr, c->fn->fmt),
                    c->special[i].ok < 0 ? "null" : c->special[i].ok ? "true" : "false");
        }
        fprintf(f, "]}%s\n", k + 1 < n ? "," : "");
    }
    fprintf(f, "]\n");
}
