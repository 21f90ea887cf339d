/**
 * School Widgets blocks in the editor, without a build step: a server-rendered preview and
 * the block's options in the sidebar. The block list comes from PHP (window.schoolWidgetsEditor).
 */
( function ( wp, data ) {
	if ( ! wp || ! data ) {
		return;
	}
	var el = wp.element.createElement;
	var __ = wp.i18n.__;
	var InspectorControls = wp.blockEditor.InspectorControls;
	var useBlockProps = wp.blockEditor.useBlockProps;
	var PanelBody = wp.components.PanelBody;
	var RangeControl = wp.components.RangeControl;
	var SelectControl = wp.components.SelectControl;
	var ServerSideRender = wp.serverSideRender;

	var languageOptions = [ { value: '', label: __( 'Site default', 'school-widgets' ) } ].concat(
		data.languages.map( function ( code ) {
			return { value: code, label: code };
		} )
	);

	function controls( block, props ) {
		var a = props.attributes;
		var set = props.setAttributes;
		var items = [];
		if ( 'pageSize' in block.attributes ) {
			items.push(
				el( RangeControl, {
					key: 'pageSize',
					label: __( 'Items per page', 'school-widgets' ),
					min: 1,
					max: 50,
					value: a.pageSize,
					onChange: function ( v ) {
						set( { pageSize: v || 1 } );
					},
				} )
			);
		}
		if ( 'interval' in block.attributes ) {
			items.push(
				el( RangeControl, {
					key: 'interval',
					label: __( 'Time between slides (ms)', 'school-widgets' ),
					min: 1000,
					max: 20000,
					step: 500,
					value: a.interval,
					onChange: function ( v ) {
						set( { interval: v || 4000 } );
					},
				} )
			);
		}
		items.push(
			el( SelectControl, {
				key: 'lang',
				label: __( 'Language', 'school-widgets' ),
				value: a.lang,
				options: languageOptions,
				onChange: function ( v ) {
					set( { lang: v } );
				},
			} )
		);
		return el( InspectorControls, null, el( PanelBody, { title: __( 'Settings', 'school-widgets' ) }, items ) );
	}

	data.blocks.forEach( function ( block ) {
		wp.blocks.registerBlockType( block.name, {
			apiVersion: 2,
			title: block.title,
			description: block.description,
			category: 'widgets',
			icon: block.icon,
			attributes: block.attributes,
			supports: { html: false },
			edit: function ( props ) {
				return el(
					'div',
					useBlockProps(),
					controls( block, props ),
					el( ServerSideRender, { block: block.name, attributes: props.attributes } )
				);
			},
			// Dynamic block: the server renders it (render_callback), nothing is saved but the comment.
			save: function () {
				return null;
			},
		} );
	} );
} )( window.wp, window.schoolWidgetsEditor );
