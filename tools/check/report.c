/* tools/check/report.c -- the checker's report: a table for people, JSON
 * for machines.  The GPU backend prints through the same functions. */
#include <math.h>
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
    if (r->fn->fmt != UM_FMT_F32) { snprintf(buf, n, r->fn->pair ? "all pairs" : "all"); return; }
    snprintf(buf, n, "[%a, %a]", (double)um_f32_from_bits(um_f32_bits_from_key(r->key_lo)),
             (double)um_f32_from_bits(um_f32_bits_from_key(r->key_hi)));
}

static const char *um_bits_hex(char *buf, size_t n, uint32_t bits, int fmt)
{
    snprintf(buf, n, fmt == UM_FMT_F32 ? "0x%08x" : "0x%04x", (unsigned)bits);
    return buf;
}

void um_print_table(FILE *f, const um_check_result *r, size_t n)
{
    size_t k;
    int b;
    fprintf(f, "%-22s %-9s %-30s %15s %11s %-24s %13s %13s %-14s %8s\n", "function", "format",
            "inputs checked", "count", "max ulp", "at", "max rel.", "not CR", "specials", "seconds");
    for (k = 0; k < n; k++) {
        const um_check_result *c = &r[k];
        char range[96], at[96], cnt[32], ncr[32], sp[32];
        um_range_text(range, sizeof range, c);
        if (c->sample) { size_t l = strlen(range); snprintf(range + l, sizeof range - l, " sampled"); }
        um_format_key(at, sizeof at, c->fn, c->st.max_ulp_key);
        if (c->fn->restricted) snprintf(sp, sizeof sp, "restricted");
        else snprintf(sp, sizeof sp, "%s %d/%d", c->specials_failed ? "FAIL" : "ok",
                      c->nspecial - c->specials_failed, c->nspecial);
        fprintf(f, "%-22s %-9s %-30s %15s %11.6f %-24s %13.6e %13s %-14s %8.1f%s\n", c->fn->name,
                um_fmt_name(c->fn->fmt), range, um_grouped(cnt, c->st.inputs), c->st.max_ulp, at,
                c->st.max_rel, um_grouped(ncr, c->st.not_cr), sp, c->seconds,
                c->fn->bound_ulp < 0 ? "  (baseline)" : um_check_failed(c) ? "  ** CLAIM BROKEN **" : "");
    }
    fprintf(f, "\nulp error histogram (results with error in (previous edge, edge]):\n");
    for (k = 0; k < n; k++) {
        const um_check_result *c = &r[k];
        char cnt[32];
        fprintf(f, "  %-22s", c->fn->name);
        for (b = 0; b < UM_HIST_BINS; b++) {
            if (!c->st.hist[b]) continue;
            if (b == UM_HIST_BINS - 1) fprintf(f, " >%g: %s", um_hist_edge(b - 1), um_grouped(cnt, c->st.hist[b]));
            else fprintf(f, " <=%g: %s", um_hist_edge(b), um_grouped(cnt, c->st.hist[b]));
        }
        fprintf(f, "\n");
    }
    for (k = 0; k < n; k++) {
        const um_check_result *c = &r[k];
        int i, shown = 0;
        for (i = 0; i < c->nspecial; i++) {
            const um_special *s = &c->special[i];
            char a[96], rb[16], cb[16];
            if (s->ok == 1) continue;
            if (s->ok < 0 && c->fn->fmt == UM_FMT_F32) {      /* restricted: show the outside only */
                float x = um_f32_from_bits(s->arg);
                if (x >= c->fn->lo && x <= c->fn->hi) continue;
            }
            if (!shown++) fprintf(f, "\n%s: %s\n", c->fn->name, c->fn->restricted
                ? "outside the domain (restricted: the formula's result, not judged)"
                : "special inputs that break C99 Annex F");
            if (c->fn->pair) um_format_key(a, sizeof a, c->fn, s->arg);
            else um_format_arg(a, sizeof a, s->arg, c->fn->fmt);
            fprintf(f, "  %s = %-28s -> %s (%a)   correctly rounded: %s (%a)\n", c->fn->pair ? "(y, x)" : "x", a,
                    um_bits_hex(rb, sizeof rb, s->res, c->fn->fmt), um_value_of_bits(s->res, c->fn->fmt),
                    um_bits_hex(cb, sizeof cb, s->cr, c->fn->fmt), um_value_of_bits(s->cr, c->fn->fmt));
        }
        if (c->st.wrong_class) {
            char a[96];
            um_format_key(a, sizeof a, c->fn, c->st.first_wrong_key);
            fprintf(f, "\n%s: %llu results of the wrong class (NaN, Inf or signed zero), first at %s = %s\n",
                    c->fn->name, (unsigned long long)c->st.wrong_class, c->fn->pair ? "(y, x)" : "x", a);
        }
    }
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
        char at[96], rel[96], hx[16];
        uint32_t ab = c->fn->fmt == UM_FMT_F32 ? um_f32_bits_from_key(c->st.max_ulp_key) : c->st.max_ulp_key;
        uint32_t rb = c->fn->fmt == UM_FMT_F32 ? um_f32_bits_from_key(c->st.max_rel_key) : c->st.max_rel_key;
        if (c->fn->pair) {                       /* "y, x" */
            snprintf(at, sizeof at, "%a, %a", um_value_of_bits(ab >> 16, c->fn->fmt), um_value_of_bits(ab & 0xffffu, c->fn->fmt));
            snprintf(rel, sizeof rel, "%a, %a", um_value_of_bits(rb >> 16, c->fn->fmt), um_value_of_bits(rb & 0xffffu, c->fn->fmt));
        } else {
            snprintf(at, sizeof at, "%a", um_value_of_bits(ab, c->fn->fmt));
            snprintf(rel, sizeof rel, "%a", um_value_of_bits(rb, c->fn->fmt));
        }
        fprintf(f, "  {\"function\": \"%s\", \"format\": \"%s\", \"arguments\": %d, \"baseline\": %s, \"bound_ulp\": ",
                c->fn->name, um_fmt_name(c->fn->fmt), c->fn->pair ? 2 : 1, c->fn->bound_ulp < 0 ? "true" : "false");
        um_json_double(f, c->fn->bound_ulp);
        fprintf(f, ",\n   \"first\": \"%a\", \"last\": \"%a\", \"sampled\": %s, \"inputs\": %llu,\n",
                c->fn->fmt == UM_FMT_F32 ? (double)um_f32_from_bits(um_f32_bits_from_key(c->key_lo)) : 0.0,
                c->fn->fmt == UM_FMT_F32 ? (double)um_f32_from_bits(um_f32_bits_from_key(c->key_hi)) : 0.0,
                c->sample ? "true" : "false", (unsigned long long)c->st.inputs);
        fprintf(f, "   \"max_ulp\": ");
        um_json_double(f, c->st.max_ulp);
        fprintf(f, ", \"max_ulp_at\": \"%s\", \"max_ulp_at_bits\": \"%s\",",
                at, um_bits_hex(hx, sizeof hx, ab, c->fn->pair ? UM_FMT_F32 : c->fn->fmt));
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
            char a[16], b[16], d[16];
            fprintf(f, "%s{\"x\": \"%s\", \"result\": \"%s\", \"correct\": \"%s\", \"ok\": %s}", i ? ", " : "",
                    um_bits_hex(a, sizeof a, c->special[i].arg, c->fn->pair ? UM_FMT_F32 : c->fn->fmt),
                    um_bits_hex(b, sizeof b, c->special[i].res, c->fn->fmt),
                    um_bits_hex(d, sizeof d, c->special[i].cr, c->fn->fmt),
                    c->special[i].ok < 0 ? "null" : c->special[i].ok ? "true" : "false");
        }
        fprintf(f, "]}%s\n", k + 1 < n ? "," : "");
    }
    fprintf(f, "]\n");
}
