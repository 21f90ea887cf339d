<?php
/**
 * Rendering: the custom element's tag with escaped attributes, and the loader script, enqueued
 * only on pages that render a widget.
 *
 * @package SchoolWidgets
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'school_widgets_register_assets' );
add_action( 'init', 'school_widgets_register_shortcodes' );
add_filter( 'script_loader_tag', 'school_widgets_module_tag', 10, 3 );

/**
 * Registers (does not enqueue) the loader; render callbacks enqueue it, in the footer.
 */
function school_widgets_register_assets() {
	$file    = plugin_dir_path( SCHOOL_WIDGETS_FILE ) . 'assets/school-widgets.js';
	$version = SCHOOL_WIDGETS_VERSION . ( file_exists( $file ) ? '.' . filemtime( $file ) : '' );
	wp_register_script( SCHOOL_WIDGETS_HANDLE, plugins_url( 'assets/school-widgets.js', SCHOOL_WIDGETS_FILE ), array(), $version, true );
}

/**
 * The loader is an ES module (it imports its chunks relative to its own URL). WordPress 6.1 has
 * no script-module API, so the classic tag is turned into `<script type="module">`.
 *
 * @param string $tag    The script tag.
 * @param string $handle The script handle.
 * @param string $src    The script URL.
 * @return string
 */
function school_widgets_module_tag( $tag, $handle, $src ) {
	if ( SCHOOL_WIDGETS_HANDLE !== $handle ) {
		return $tag;
	}
	unset( $src );
	// Themes without html5 script support print type='text/javascript': drop it first.
	$tag = preg_replace( '/\s+type=([\'"])[^\'"]*\1/', '', $tag );
	return str_replace( '<script ', '<script type="module" ', $tag );
}

/**
 * Registers `[school_news]`, `[school_gallery]`, `[school_apply]`, `[school_staff_messages]`, `[school_testimonials]`.
 */
function school_widgets_register_shortcodes() {
	foreach ( array_keys( school_widgets_definitions() ) as $key ) {
		add_shortcode(
			'school_' . $key,
			function ( $atts ) use ( $key ) {
				return school_widgets_render_shortcode( $key, is_array( $atts ) ? $atts : array() );
			}
		);
	}
}

/**
 * A shortcode's output: its snake_case attributes (`page_size="3"`, `lang="am"`) read and rendered.
 *
 * @param string $key  Widget key.
 * @param array  $atts Shortcode attributes.
 * @return string
 */
function school_widgets_render_shortcode( $key, $atts ) {
	$definition = school_widgets_definitions()[ $key ];
	$defaults   = array( 'lang' => '' );
	foreach ( $definition['attributes'] as $name => $spec ) {
		$defaults[ $name ] = $spec['default'];
	}
	$atts = shortcode_atts( $defaults, $atts, 'school_' . $key );
	return school_widgets_render( $key, $atts );
}

/**
 * The custom element of a widget, e.g. `<school-news api-base="…" page-size="3"></school-news>`,
 * and the loader enqueued for this page.
 *
 * @param string $key   Widget key.
 * @param array  $atts  Options by their snake_case names (`page_size`, `interval`, `lang`).
 * @param string $extra Extra attributes already escaped (a block's wrapper attributes).
 * @return string
 */
function school_widgets_render( $key, $atts, $extra = '' ) {
	$definitions = school_widgets_definitions();
	if ( ! isset( $definitions[ $key ] ) ) {
		return '';
	}
	$definition = $definitions[ $key ];
	wp_enqueue_script( SCHOOL_WIDGETS_HANDLE );

	$api_base   = (string) get_option( SCHOOL_WIDGETS_OPTION, '' );
	$attributes = array();
	if ( '' !== $api_base ) {
		$attributes['api-base'] = esc_url( $api_base );
	}
	foreach ( array_keys( $definition['attributes'] ) as $name ) {
		$value = isset( $atts[ $name ] ) ? absint( $atts[ $name ] ) : 0;
		if ( 'page_size' === $name ) {
			$value = min( $value, 50 );
		}
		if ( $value > 0 ) {
			$attributes[ str_replace( '_', '-', $name ) ] = (string) $value;
		}
	}
	$lang = isset( $atts['lang'] ) ? strtolower( trim( (string) $atts['lang'] ) ) : '';
	if ( in_array( $lang, school_widgets_languages(), true ) ) {
		$attributes['lang'] = $lang;
	}

	$html = '';
	foreach ( $attributes as $name => $value ) {
		$html .= sprintf( ' %s="%s"', esc_attr( $name ), esc_attr( $value ) );
	}
	if ( '' !== $extra ) {
		$html .= ' ' . $extra;
	}
	$out = sprintf( '<%1$s%2$s></%1$s>', tag_escape( $definition['tag'] ), $html );

	if ( '' === $api_base && current_user_can( 'manage_options' ) ) {
		$out .= sprintf(
			'<p class="school-widgets-notice"><em>%s</em></p>',
			esc_html__( 'School Widgets: set the school\'s API URL in Settings → School Widgets.', 'school-widgets' )
		);
	}
	return $out;
}
