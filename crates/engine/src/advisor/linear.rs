//! Small dense linear algebra for the advisor's fits (a few dozen unknowns
//! at most): the table's ratings, the kind weights.

/// Solves `a x = b` by Gaussian elimination with partial pivoting; a
/// singular direction gets 0.
pub fn solve(a: &[Vec<f64>], b: &[f64]) -> Vec<f64> {
    let n = b.len();
    let mut m: Vec<Vec<f64>> = a.iter().zip(b).map(|(row, &v)| row.iter().copied().chain([v]).collect()).collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| m[x][col].abs().total_cmp(&m[y][col].abs())).unwrap_or(col);
        m.swap(col, pivot);
        let d = m[col][col];
        if d.abs() < 1e-300 {
            continue;
        }
        for row in 0..n {
            if row != col {
                let f = m[row][col] / d;
                let pivot_row = m[col].clone();
                for (x, p) in m[row].iter_mut().zip(&pivot_row).skip(col) {
                    *x -= f * p;
                }
            }
        }
    }
    (0..n).map(|i| if m[i][i].abs() < 1e-300 { 0.0 } else { m[i][n] / m[i][i] }).collect()
}

/// The inverse of `a` (column by column with [`solve`]).
pub fn invert(a: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let n = a.len();
    let columns: Vec<Vec<f64>> =
        (0..n).map(|j| solve(a, &(0..n).map(|i| f64::from(u8::from(i == j))).collect::<Vec<_>>())).collect();
    (0..n).map(|i| (0..n).map(|j| columns[j][i]).collect()).collect()
}

/// Ridge regression: the weights `w` minimising Σ (y − x·w)² + λ |w|².
pub fn ridge(xs: &[Vec<f64>], ys: &[f64], lambda: f64) -> Vec<f64> {
    let n = xs.first().map_or(0, Vec::len);
    let mut a = vec![vec![0.0; n]; n];
    let mut b = vec![0.0; n];
    for (x, &y) in xs.iter().zip(ys) {
        for i in 0..n {
            b[i] += x[i] * y;
            for j in 0..n {
                a[i][j] += x[i] * x[j];
            }
        }
    }
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += lambda;
    }
    solve(&a, &b)
}

/// Spearman's rank correlation of two equally long samples (ties get their mean rank).
pub fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let ranks = |v: &[f64]| -> Vec<f64> {
        let mut idx: Vec<usize> = (0..v.len()).collect();
        idx.sort_by(|&i, &j| v[i].total_cmp(&v[j]));
        let mut r = vec![0.0; v.len()];
        let mut i = 0;
        while i < idx.len() {
            let mut j = i;
            while j + 1 < idx.len() && v[idx[j + 1]] == v[idx[i]] {
                j += 1;
            }
            for k in i..=j {
                r[idx[k]] = (i + j) as f64 / 2.0;
            }
            i = j + 1;
        }
        r
    };
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let mean = (n - 1.0) / 2.0;
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - mean) * (y - mean)).sum();
    let var = |r: &[f64]| r.iter().map(|x| (x - mean).powi(2)).sum::<f64>();
    let d = (var(&ra) * var(&rb)).sqrt();
    if d == 0.0 {
        0.0
    } else {
        cov / d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solves_inverts_and_ranks() {
        let a = vec![vec![2.0, 1.0], vec![1.0, 3.0]];
        let x = solve(&a, &[3.0, 5.0]);
        assert!((x[0] - 0.8).abs() < 1e-12 && (x[1] - 1.4).abs() < 1e-12, "{x:?}");
        let inv = invert(&a);
        assert!((inv[0][0] - 0.6).abs() < 1e-12 && (inv[0][1] + 0.2).abs() < 1e-12);
        assert!((spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 30.0]) - 1.0).abs() < 1e-12);
        assert!((spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
        let w = ridge(&[vec![1.0], vec![2.0]], &[2.0, 4.0], 0.0);
        assert!((w[0] - 2.0).abs() < 1e-12);
    }
}
